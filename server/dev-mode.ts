// Imported first by the dev server: Vite, React and React Router then load their development builds.
process.env.NODE_ENV ??= "development";

export {};
