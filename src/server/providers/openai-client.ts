// One OpenAI SDK client per configured endpoint. The SDK speaks to every OpenAI-compatible server (OpenAI,
// Azure-compatible gateways, Ollama, LM Studio, vLLM, llama.cpp server, OpenRouter); local servers need no key,
// but the SDK insists on one, so they get a placeholder.
import OpenAI from 'openai';

export type OpenAiEndpoint = {
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 */
  baseUrl: string;
  /** Unset for servers that need no key (a placeholder is sent). */
  apiKey: string | undefined;
  /** The deadline of one call, connection to last byte. */
  timeoutMs: number;
};

/** Sent as the bearer token to servers that need none (Ollama, LM Studio...): they ignore it. */
export const PLACEHOLDER_API_KEY = 'not-needed';

export function openAiClient(endpoint: OpenAiEndpoint): OpenAI {
  return new OpenAI({
    baseURL: endpoint.baseUrl,
    apiKey: endpoint.apiKey ?? PLACEHOLDER_API_KEY,
    timeout: endpoint.timeoutMs,
    // No SDK retries: a user is waiting for text (a retry after a 429 would only stretch the wait), and image
    // jobs retry on their own schedule with backoff.
    maxRetries: 0,
  });
}

/**
 * A signal that fires when the call's deadline passes. The SDK's own timeout stops at the response headers;
 * this one also covers reading the body (and downloading a picture).
 */
export function deadline(timeoutMs: number): AbortSignal {
  return AbortSignal.timeout(timeoutMs);
}
