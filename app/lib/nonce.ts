import { createContext, useContext } from "react";

/**
 * The nonce of the page's Content-Security-Policy (back-office pages have one): the server
 * renders React Router's inline scripts with it. In the browser it is empty, and nothing
 * needs it there: browsers hide a nonce from the page once it has been checked.
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
