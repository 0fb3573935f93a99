// Placeholder while the resource is being built.
export function loader() {
  return new Response("", { status: 404 });
}
