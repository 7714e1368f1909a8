// Rasterises SVG to PNG in a child process (see raster-child.ts): if resvg aborts, the pending pictures fail
// with a clear error, the next picture starts a new child, and the server keeps serving.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

type Pending = { resolve: (png: Buffer) => void; reject: (error: Error) => void };
type Reply = { id: number; png?: Uint8Array; error?: string } | { ready: true };

const CHILD = fileURLToPath(new URL('./raster-child.ts', import.meta.url));

export class IsolatedRasteriser {
  private child: ChildProcess | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly timeoutMs = 30_000) {}

  render(svg: string, width: number): Promise<Buffer> {
    const child = this.ensureChild();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error('Image rendering timed out'));
        // A wedged renderer is replaced; the other pictures in it are failed by its exit.
        child.kill('SIGKILL');
      }, this.timeoutMs);
      timer.unref();
      this.pending.set(id, {
        resolve: (png) => {
          clearTimeout(timer);
          resolve(png);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      child.send({ id, svg, width });
    });
  }

  async close(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  private ensureChild(): ChildProcess {
    if (this.child && this.child.exitCode === null && this.child.connected) return this.child;
    const child = fork(CHILD, [], {
      execArgv: ['--import', 'tsx'],
      // Its own process group: a signal to the server's group (Ctrl-C, a supervisor's SIGTERM) does not kill it in
      // the middle of a picture; the server closes it on shutdown, and it exits if the server dies.
      detached: true,
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    child.on('message', (reply: Reply) => {
      if ('ready' in reply) return;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.png)
        waiting.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
      else waiting.reject(new Error(`Image rendering failed: ${reply.error ?? 'unknown error'}`));
    });
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = undefined;
      const reason = signal ? `signal ${signal}` : `exit code ${code}`;
      const detail = stderr.trim().split('\n').slice(-1)[0];
      for (const [id, waiting] of this.pending) {
        this.pending.delete(id);
        waiting.reject(new Error(`Image renderer crashed (${reason})${detail ? `: ${detail}` : ''}`));
      }
    });
    child.unref();
    this.child = child;
    return child;
  }
}
