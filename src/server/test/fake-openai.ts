// A local OpenAI-compatible server for tests (node:http on 127.0.0.1, port 0): POST /v1/chat/completions,
// POST /v1/images/generations, GET /v1/models, and picture files for URL answers. Each test programs its
// answers and reads back every request the fake received.
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: request bodies are read freely by the tests.
  body: any;
};

export type FakeReply = {
  status?: number;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (with `contentType`), instead of `json`. */
  raw?: Buffer | string;
  contentType?: string;
  /** Wait this long before answering (longer than the client's timeout: a timeout). */
  delayMs?: number;
};

/** Decides the answer to the n-th request (0-based) of a route. */
export type FakeHandler = (request: FakeRequest, call: number) => FakeReply;

/** A chat completion whose message says `content`. */
export function chatContent(
  content: string,
  extra: { refusal?: string; finishReason?: string } = {},
): FakeReply {
  return {
    json: {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'fake',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: extra.refusal ?? null },
          finish_reason: extra.finishReason ?? 'stop',
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}

/** A chat completion whose message is `value` as JSON. */
export function chatJson(value: unknown): FakeReply {
  return chatContent(JSON.stringify(value));
}

/** An OpenAI-style error body. */
export function apiError(
  status: number,
  message: string,
  extra: { type?: string; code?: string | null; param?: string | null } = {},
): FakeReply {
  return {
    status,
    json: {
      error: {
        message,
        type: extra.type ?? 'invalid_request_error',
        code: extra.code ?? null,
        param: extra.param ?? null,
      },
    },
  };
}

/** An images answer carrying the picture as base64. */
export function imageB64(bytes: Buffer): FakeReply {
  return { json: { created: 1_700_000_000, data: [{ b64_json: bytes.toString('base64') }] } };
}

/** An images answer carrying the picture's address. */
export function imageUrl(url: string): FakeReply {
  return { json: { created: 1_700_000_000, data: [{ url, revised_prompt: 'revised' }] } };
}

/** Answers the handlers' replies in turn, repeating the last one. */
export function sequence(...replies: FakeReply[]): FakeHandler {
  return (_request, call) => replies[Math.min(call, replies.length - 1)]!;
}

const notProgrammed: FakeHandler = () => apiError(500, 'The fake was not told what to answer');

export class FakeOpenAI {
  readonly requests: FakeRequest[] = [];
  models: string[] = ['fake-writer', 'fake-painter'];
  chat: FakeHandler = notProgrammed;
  images: FakeHandler = notProgrammed;
  private readonly files = new Map<string, { bytes: Buffer; type: string; hits: number }>();
  private server: http.Server | undefined;
  private origin = '';

  /** The base URL clients are given, e.g. http://127.0.0.1:41234/v1 */
  get url(): string {
    return `${this.origin}/v1`;
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.origin = `http://127.0.0.1:${port}`;
    return this;
  }

  async close(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  /** Forgets requests, files and programmed answers (between tests). */
  reset(): void {
    this.requests.length = 0;
    this.files.clear();
    this.chat = notProgrammed;
    this.images = notProgrammed;
    this.models = ['fake-writer', 'fake-painter'];
  }

  /** Serves `bytes` under a fresh address and answers it. */
  serveFile(bytes: Buffer, type = 'image/png'): string {
    const name = `/files/${this.files.size + 1}-${Date.now()}.bin`;
    this.files.set(name, { bytes, type, hits: 0 });
    return `${this.origin}${name}`;
  }

  /** How often a served file was downloaded. */
  hits(url: string): number {
    return this.files.get(new URL(url).pathname)?.hits ?? 0;
  }

  chatRequests(): FakeRequest[] {
    return this.requests.filter((r) => r.path === '/v1/chat/completions');
  }

  imageRequests(): FakeRequest[] {
    return this.requests.filter((r) => r.path === '/v1/images/generations');
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // kept as text
    }
    const path = (req.url ?? '/').split('?')[0]!;
    const request: FakeRequest = { method: req.method ?? 'GET', path, headers: req.headers, body };
    this.requests.push(request);

    let reply: FakeReply;
    const file = this.files.get(path);
    if (req.method === 'GET' && file) {
      file.hits++;
      reply = { raw: file.bytes, contentType: file.type };
    } else if (req.method === 'GET' && path === '/v1/models') {
      reply = {
        json: {
          object: 'list',
          data: this.models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake' })),
        },
      };
    } else if (req.method === 'POST' && path === '/v1/chat/completions') {
      reply = this.chat(request, this.chatRequests().length - 1);
    } else if (req.method === 'POST' && path === '/v1/images/generations') {
      reply = this.images(request, this.imageRequests().length - 1);
    } else {
      reply = apiError(404, `No fake route for ${req.method} ${path}`);
    }
    this.answer(res, reply);
  }

  private answer(res: http.ServerResponse, reply: FakeReply): void {
    const send = () => {
      if (res.destroyed) return;
      const status = reply.status ?? 200;
      if (reply.raw !== undefined) {
        res.writeHead(status, { 'content-type': reply.contentType ?? 'application/octet-stream' });
        res.end(reply.raw);
      } else {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.json ?? {}));
      }
    };
    if (!reply.delayMs) {
      send();
      return;
    }
    const timer = setTimeout(send, reply.delayMs);
    res.on('close', () => clearTimeout(timer));
  }
}
