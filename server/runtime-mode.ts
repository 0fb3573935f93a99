// Imported first by the server entry: React and React Router read NODE_ENV
// when they load, and without "production" they run their development builds
// (extra checks on every render, several times slower). The server is in
// production mode unless started with --dev.
process.env.NODE_ENV ??= process.argv.includes("--dev") ? "development" : "production";

export {};
