// Heavy work in child processes of the server's (rasterising pictures, laying out PDFs): a task runs off the main
// thread, so no request can stall the others; under a time limit (the child is killed past it) and a memory limit
// (V8's heap of the child), so no task can take the server down; and a crash (resvg's native abort) fails that
// task, not the server. One class for every kind of heavy work: a child script answers `{id, result | error}`
// for each `{id, task}` it is sent (see `serveTasks`).
import { type ChildProcess, fork } from 'node:child_process';
import { must } from '../shared/must.js';

type Pending<Result> = { resolve: (result: Result) => void; reject: (error: Error) => void };
type Reply<Result> = { id: number; result?: Result; error?: string } | { ready: true };

export type IsolatedOptions = {
  /** The child script (a .ts file, run with tsx). */
  script: URL;
  /** What a failure says first ('Image rendering', 'PDF export'). */
  label: string;
  /** A task still running after this is failed and its child killed. */
  timeoutMs: number;
  /** The child's V8 heap limit, in MB. */
  memoryMb: number;
  /** Children kept; tasks go to the least busy one. */
  size: number;
};

type Child = { process: ChildProcess; busy: number; ready: Promise<void> };

/** How long a child may take to start (tsx compiles its modules): past it, its tasks fail. */
const START_TIMEOUT_MS = 60_000;

export class IsolatedWorkers<Task, Result> {
  private readonly children: (Child | undefined)[];
  private readonly pending = new Map<number, Pending<Result> & { child: ChildProcess }>();
  private nextId = 1;

  constructor(private readonly options: IsolatedOptions) {
    this.children = Array.from({ length: Math.max(1, options.size) }, () => undefined);
  }

  /** Starts every child now, so the first task does not wait for one to start. */
  warm(): void {
    for (let slot = 0; slot < this.children.length; slot++) this.slot(slot);
  }

  async run(task: Task): Promise<Result> {
    const child = this.pick();
    child.busy++;
    try {
      // The time limit is the task's own: it starts once the child is ready, not while tsx compiles it.
      await child.ready;
      return await this.send(child, task);
    } finally {
      child.busy--;
    }
  }

  private send(child: Child, task: Task): Promise<Result> {
    const id = this.nextId++;
    const { label, timeoutMs } = this.options;
    return new Promise<Result>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.settle(id)?.reject(new Error(`${label} took too long and was stopped`));
        // A wedged child is replaced at once (its slot is emptied before it has exited); the other tasks in it
        // are failed by its exit.
        this.forget(child);
        child.process.kill('SIGKILL');
      }, timeoutMs);
      timer.unref();
      this.pending.set(id, {
        child: child.process,
        resolve: (result) => {
          clearTimeout(timer);
          resolve(result);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      child.process.send({ id, task });
    });
  }

  private forget(child: Child): void {
    const slot = this.children.indexOf(child);
    if (slot >= 0) this.children[slot] = undefined;
  }

  async close(): Promise<void> {
    const open = this.children.filter((c): c is Child => c !== undefined && c.process.exitCode === null);
    this.children.fill(undefined);
    await Promise.all(
      open.map(
        (child) =>
          new Promise<void>((resolve) => {
            child.process.once('exit', () => resolve());
            child.process.kill('SIGTERM');
          }),
      ),
    );
  }

  private settle(id: number) {
    const waiting = this.pending.get(id);
    this.pending.delete(id);
    return waiting;
  }

  /** The least busy live child, starting one where a slot is empty or its child died. */
  private pick(): Child {
    let best: Child | undefined;
    for (let slot = 0; slot < this.children.length; slot++) {
      const child = this.slot(slot);
      if (!best || child.busy < best.busy) best = child;
      if (best.busy === 0) break;
    }
    return must(best, 'a child process');
  }

  /** The slot's child, started anew when the slot is empty or its child died. */
  private slot(slot: number): Child {
    const live = this.children[slot];
    if (live && live.process.exitCode === null && live.process.connected) return live;
    const child = this.spawn(slot);
    this.children[slot] = child;
    return child;
  }

  private spawn(slot: number): Child {
    const { script, label, memoryMb } = this.options;
    const child = fork(script, [], {
      execArgv: ['--import', 'tsx', `--max-old-space-size=${memoryMb}`],
      // Its own process group: a signal to the server's group (Ctrl-C, a supervisor's SIGTERM) does not kill it in
      // the middle of a task; the server closes it on shutdown, and it exits if the server dies.
      detached: true,
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    let started: () => void = () => {};
    let failedToStart: (error: Error) => void = () => {};
    const ready = new Promise<void>((resolve, reject) => {
      started = resolve;
      failedToStart = reject;
    });
    // A child that dies or hangs before it is ready fails the tasks waiting for it.
    ready.catch(() => {});
    const startTimer = setTimeout(() => {
      failedToStart(new Error(`${label} could not start in time`));
      child.kill('SIGKILL');
    }, START_TIMEOUT_MS);
    startTimer.unref();
    child.on('message', (reply: Reply<Result>) => {
      if ('ready' in reply) {
        clearTimeout(startTimer);
        started();
        return;
      }
      const waiting = this.settle(reply.id);
      if (!waiting) return;
      if (reply.error === undefined) waiting.resolve(reply.result as Result);
      else waiting.reject(new Error(`${label} failed: ${reply.error}`));
    });
    child.on('exit', (code, signal) => {
      if (this.children[slot]?.process === child) this.children[slot] = undefined;
      const reason = signal ? `signal ${signal}` : `exit code ${code}`;
      const detail = stderr.trim().split('\n').slice(-1)[0];
      clearTimeout(startTimer);
      failedToStart(new Error(`${label} crashed (${reason})${detail ? `: ${detail}` : ''}`));
      for (const [id, waiting] of this.pending) {
        if (waiting.child !== child) continue;
        this.settle(id)?.reject(new Error(`${label} crashed (${reason})${detail ? `: ${detail}` : ''}`));
      }
    });
    child.unref();
    return { process: child, busy: 0, ready };
  }
}

/** The child's side: answers each task with `handle`'s result or its error's message. */
export function serveTasks<Task, Result>(handle: (task: Task) => Result | Promise<Result>): void {
  process.on('message', async (message: { id: number; task: Task }) => {
    try {
      process.send?.({ id: message.id, result: await handle(message.task) });
    } catch (error) {
      process.send?.({ id: message.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
  // The server is gone (it died, or closed the channel): nothing more will be asked.
  process.on('disconnect', () => process.exit(0));
  process.send?.({ ready: true });
}
