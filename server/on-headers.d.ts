// on-headers ships no types: it calls `listener` (with the response as `this`) just before the headers go out.
declare module "on-headers" {
  import type { ServerResponse } from "node:http";
  export default function onHeaders(res: ServerResponse, listener: (this: ServerResponse) => void): void;
}
