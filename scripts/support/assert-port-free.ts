// A benchmark must measure its own server: a port some other process already
// holds would answer the readiness check and take the load instead.
import net from "node:net";

export async function assertPortFree(port: number): Promise<void> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      const inUse = error.code === "EADDRINUSE";
      reject(inUse ? new Error(`port ${port} on 127.0.0.1 is in use: pick another --port`) : error);
    });
    server.listen(port, "127.0.0.1", () => resolve());
  });
  await new Promise((resolve) => server.close(resolve));
}
