// Placeholder while the action is being built.
export function loader() {
  return new Response("", { status: 404 });
}
