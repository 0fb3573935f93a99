// The route tree React Router's Vite plugin compiles into the server bundle (a ServerBuild).
declare module "virtual:react-router/server-build";
