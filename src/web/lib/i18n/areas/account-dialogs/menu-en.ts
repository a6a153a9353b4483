/**
 * English strings of the signed-in visitor's menu (header and mobile menu) and of signing out:
 * they load with that menu, not with every page. es.ts and fr.ts carry them beside the dialogs'.
 */
export const accountMenuEn = {
  "auth.accountMenu": "Account menu",
  "auth.signedInAs": "Signed in as {name}",
  "auth.signOut": "Sign Out",
  "auth.signedOutTitle": "Signed out",
  "auth.signedOutBody": "You are signed out. See you soon!",
  "auth.signOutFailed": "We could not sign you out. Please try again.",
} as const;
