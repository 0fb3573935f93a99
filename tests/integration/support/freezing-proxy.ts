// A TCP proxy in front of the test database that can freeze: while frozen it reads nothing
// from the server and opens no new server connections, as a PostgreSQL whose machine has
// stopped would behave (the kernel still accepts, nothing answers). The shared database
// itself is never stopped.
import net from "node:net";
import path from "node:path";

export interface FreezingProxy {
  /** The database URL, through the proxy. */
  url: string;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

export async function startFreezingProxy(databaseUrl: string): Promise<FreezingProxy> {
  const target = new URL(databaseUrl);
  const port = Number(target.port || 5432);
  // The embedded cluster's superuser is reached through a Unix socket (`?host=/dir`).
  const socketDir = target.searchParams.get("host")?.startsWith("/") ? target.searchParams.get("host") : null;
  const upstreams = new Set<net.Socket>();
  const sockets = new Set<net.Socket>();
  const waiting: Array<() => void> = [];
  let frozen = false;

  const server = net.createServer((client) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => undefined);
    const connect = () => {
      if (client.destroyed) return;
      const upstream = socketDir
        ? net.connect(path.join(socketDir, `.s.PGSQL.${port}`))
        : net.connect(port, target.hostname);
      upstreams.add(upstream);
      sockets.add(upstream);
      upstream.on("close", () => {
        upstreams.delete(upstream);
        sockets.delete(upstream);
        client.destroy();
      });
      upstream.on("error", () => undefined);
      client.on("close", () => upstream.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
      if (frozen) upstream.pause();
    };
    if (frozen) waiting.push(connect);
    else connect();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String((server.address() as net.AddressInfo).port);
  url.searchParams.delete("host");

  return {
    url: url.toString(),
    freeze: () => {
      frozen = true;
      for (const upstream of upstreams) upstream.pause();
    },
    thaw: () => {
      frozen = false;
      for (const upstream of upstreams) upstream.resume();
      for (const connect of waiting.splice(0)) connect();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
