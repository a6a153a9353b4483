export * from "./recipes.ts";
export * from "./classes.ts";
export * from "./blog.ts";
export * from "./shop.ts";
export * from "./catering.ts";
export * from "./community.ts";
export * from "./messages.ts";
export * from "./language.ts";
