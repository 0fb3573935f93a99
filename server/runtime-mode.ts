// Imported first by the server bundle's entry: React and React Router read
// NODE_ENV when they load, and without "production" they run their development
// builds (extra checks on every render, several times slower).
process.env.NODE_ENV ??= "production";

export {};
