// Leaflet 1.9 names only its UMD build as "main"; the map code imports the ES module build
// beside it, so the bundler sees real named exports. Its types are @types/leaflet's.
declare module "leaflet/dist/leaflet-src.esm.js" {
  export * from "leaflet";
}
