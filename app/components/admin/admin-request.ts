// JSON calls of the back-office screens: same-origin, with the admin's session cookie. A
// refused call throws an ApiError with the server's own (Turkish) message and its details.
import { ApiError, apiErrorOf, UNREACHABLE_MESSAGE } from "~/lib/api-error";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** `payload` goes as JSON, or as it is when it is a form (a file upload); an empty answer is null. */
export async function adminRequest<T>(method: Method, path: string, payload?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  let body: BodyInit | undefined;
  if (payload instanceof FormData) body = payload;
  else if (payload !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(payload);
  }
  let res: Response;
  try {
    res = await fetch(path, { method, credentials: "same-origin", headers, body });
  } catch {
    throw new ApiError(0, UNREACHABLE_MESSAGE);
  }
  if (!res.ok) throw await apiErrorOf(res);
  const text = await res.text();
  try {
    return (text ? JSON.parse(text) : null) as T;
  } catch {
    // Not JSON (a proxy's page in front of a success): nothing to read.
    return null as T;
  }
}
