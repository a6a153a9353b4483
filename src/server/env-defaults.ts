// Imported first by main.ts and dev.ts: React and Fastify read NODE_ENV when they load, and without it React
// renders pages with its much slower development build.
process.env.NODE_ENV ??= "production";
