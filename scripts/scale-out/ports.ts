// Ports for nginx and the instances below Linux's ephemeral range (32768–60999 by default): an instance restarted on
// its port must find it free, and an outgoing connection may take any ephemeral port in the meantime.
import { createServer } from 'node:net';

function free(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freeLowPorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (!ports.includes(port) && (await free(port))) ports.push(port);
  }
  return ports;
}
