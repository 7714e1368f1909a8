// Configuration: AI providers on and off, half configurations refused with a clear message, credit costs per
// provider.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const load = (env: NodeJS.ProcessEnv) => loadConfig({ LOG_LEVEL: 'silent', ...env });
const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('AI provider configuration', () => {
  it('defaults to the procedural engine for text and images, one credit each', () => {
    const config = load({});
    expect(config.providers).toEqual({ text: { type: 'procedural' }, image: { type: 'procedural' } });
    expect(config.credits).toEqual({ generation: 1, regeneration: 1, reroll: 1 });
    expect(config.imageJobs).toMatchObject({ leaseMs: 15_000, heartbeatMs: 3_000, stopGraceMs: 8_000 });
  });

  it('configures OpenAI itself with a key and models', () => {
    const config = load({
      TEXT_PROVIDER: 'OpenAI',
      IMAGE_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-live',
      TEXT_MODEL: 'gpt-4o-mini',
      IMAGE_MODEL: 'gpt-image-1',
      IMAGE_QUALITY: 'medium',
    });
    expect(config.providers.text).toEqual({
      type: 'openai',
      model: 'gpt-4o-mini',
      endpoint: { baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-live', timeoutMs: 60_000 },
    });
    expect(config.providers.image).toEqual({
      type: 'openai',
      model: 'gpt-image-1',
      size: '1024x1024',
      quality: 'medium',
      endpoint: { baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-live', timeoutMs: 120_000 },
    });
  });

  it('needs no key for a local server such as Ollama', () => {
    const config = load({
      TEXT_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/',
      TEXT_MODEL: 'llama3.1',
      AI_TIMEOUT_MS: '120000',
    });
    expect(config.providers.text).toEqual({
      type: 'openai',
      model: 'llama3.1',
      endpoint: { baseUrl: 'http://127.0.0.1:11434/v1', apiKey: undefined, timeoutMs: 120_000 },
    });
  });

  it('refuses half configurations, naming what is missing', () => {
    expect(refusal({ TEXT_PROVIDER: 'openai', OPENAI_API_KEY: 'sk' })).toContain(
      'TEXT_PROVIDER=openai needs TEXT_MODEL',
    );
    expect(refusal({ TEXT_PROVIDER: 'openai', TEXT_MODEL: 'gpt-4o-mini' })).toContain(
      'needs OPENAI_API_KEY for https://api.openai.com/v1',
    );
    expect(refusal({ IMAGE_PROVIDER: 'openai', OPENAI_API_KEY: 'sk' })).toContain('needs IMAGE_MODEL');
    const both = refusal({ TEXT_PROVIDER: 'openai', IMAGE_PROVIDER: 'openai' });
    expect(both).toContain('TEXT_MODEL');
    expect(both).toContain('IMAGE_MODEL');
    expect(refusal({ TEXT_PROVIDER: 'claude' })).toContain('TEXT_PROVIDER');
    expect(refusal({ IMAGE_SIZE: 'big' })).toContain('IMAGE_SIZE');
    expect(refusal({ OPENAI_BASE_URL: 'localhost:11434' })).toContain('OPENAI_BASE_URL');
  });

  it('sends OPENAI_API_KEY only to its own service', () => {
    // Text on OpenAI, pictures from a local server: the OpenAI key does not travel there.
    const local = load({
      TEXT_PROVIDER: 'openai',
      IMAGE_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-live',
      TEXT_MODEL: 'gpt-4o-mini',
      IMAGE_MODEL: 'sdxl',
      OPENAI_IMAGE_BASE_URL: 'http://127.0.0.1:7860/v1',
    });
    expect(local.providers.image).toMatchObject({
      endpoint: { baseUrl: 'http://127.0.0.1:7860/v1', apiKey: undefined },
    });
    // Text from Ollama, pictures from OpenAI: the picture service needs its own key.
    expect(
      refusal({
        IMAGE_PROVIDER: 'openai',
        OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
        OPENAI_API_KEY: 'ignored-by-ollama',
        IMAGE_MODEL: 'dall-e-3',
        OPENAI_IMAGE_BASE_URL: 'https://api.openai.com/v1',
      }),
    ).toContain('needs OPENAI_IMAGE_API_KEY for https://api.openai.com/v1');
    const split = load({
      IMAGE_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      IMAGE_MODEL: 'dall-e-3',
      OPENAI_IMAGE_BASE_URL: 'https://api.openai.com/v1',
      OPENAI_IMAGE_API_KEY: 'sk-images',
    });
    expect(split.providers.image).toMatchObject({ endpoint: { apiKey: 'sk-images' } });
  });

  it('refuses a job lease shorter than two heartbeats', () => {
    expect(refusal({ IMAGE_JOB_LEASE_MS: '5000', IMAGE_JOB_HEARTBEAT_MS: '3000' })).toContain(
      'IMAGE_JOB_LEASE_MS (5000) must be at least twice IMAGE_JOB_HEARTBEAT_MS (3000)',
    );
  });

  it('prices generation and re-rolls by the text provider and regeneration by the image provider; zero is allowed', () => {
    const costs = {
      CREDIT_COST_GENERATION_PROCEDURAL: '0',
      CREDIT_COST_GENERATION_OPENAI: '3',
      CREDIT_COST_REGENERATION_PROCEDURAL: '0',
      CREDIT_COST_REGENERATION_OPENAI: '5',
    };
    expect(load(costs).credits).toEqual({ generation: 0, regeneration: 0, reroll: 0 });
    const ai = { OPENAI_API_KEY: 'sk', TEXT_MODEL: 'm', IMAGE_MODEL: 'i' };
    // A re-roll writes text: it costs a regeneration by whoever writes the text.
    expect(load({ ...costs, ...ai, TEXT_PROVIDER: 'openai' }).credits).toEqual({
      generation: 3,
      regeneration: 0,
      reroll: 5,
    });
    expect(load({ ...costs, ...ai, IMAGE_PROVIDER: 'openai' }).credits).toEqual({
      generation: 0,
      regeneration: 5,
      reroll: 0,
    });
    expect(refusal({ CREDIT_COST_GENERATION_OPENAI: '-1' })).toContain('CREDIT_COST_GENERATION_OPENAI');
  });

  it('names the replacements of the old single credit costs', () => {
    expect(refusal({ CREDIT_COST_GENERATION: '2' })).toBe(
      'CREDIT_COST_GENERATION was replaced by CREDIT_COST_GENERATION_PROCEDURAL and CREDIT_COST_GENERATION_OPENAI; rename it.',
    );
  });
});

describe('shared parts: Redis and S3', () => {
  const s3 = {
    S3_ENDPOINT: 'http://minio:9000/',
    S3_BUCKET: 'pictures',
    S3_ACCESS_KEY_ID: 'loreforge',
    S3_SECRET_ACCESS_KEY: 'secret-key',
  };

  it('keeps limits in the process and pictures on disk unless told otherwise', () => {
    const config = load({});
    expect(config.redis).toBeUndefined();
    expect(config.s3).toBeUndefined();
  });

  it('reads REDIS_URL with the loreforge: key prefix, and refuses an address that is not Redis', () => {
    expect(load({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'loreforge:',
    });
    expect(load({ REDIS_URL: 'rediss://cache:6380/1', REDIS_KEY_PREFIX: 'staging:' }).redis?.keyPrefix).toBe(
      'staging:',
    );
    expect(refusal({ REDIS_URL: 'http://127.0.0.1:6379' })).toContain('REDIS_URL');
  });

  it('reads the S3 store with its defaults: us-east-1, path-style addresses', () => {
    expect(load(s3).s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'pictures',
      accessKeyId: 'loreforge',
      secretAccessKey: 'secret-key',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(load({ ...s3, S3_REGION: 'eu-west-3', S3_FORCE_PATH_STYLE: 'false' }).s3).toMatchObject({
      region: 'eu-west-3',
      forcePathStyle: false,
    });
  });

  it('refuses half an S3 configuration, naming what is missing', () => {
    expect(refusal({ S3_ENDPOINT: s3.S3_ENDPOINT, S3_BUCKET: 'pictures' })).toBe(
      'Pictures in S3 need S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; missing: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY. Set them all, or none to keep pictures in DATA_DIR.',
    );
    expect(refusal({ ...s3, S3_SECRET_ACCESS_KEY: ' ' })).toContain('missing: S3_SECRET_ACCESS_KEY.');
    expect(refusal({ ...s3, S3_ENDPOINT: 'minio:9000' })).toContain('S3_ENDPOINT');
    expect(refusal({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toContain('S3_FORCE_PATH_STYLE');
  });

  it('turns the credit grant on only with an ADMIN_TOKEN of 32 characters or more', () => {
    expect(load({}).adminToken).toBeUndefined();
    expect(load({ ADMIN_TOKEN: '  ' }).adminToken).toBeUndefined();
    expect(load({ ADMIN_TOKEN: 'x'.repeat(32) }).adminToken).toBe('x'.repeat(32));
    expect(refusal({ ADMIN_TOKEN: 'short' })).toContain('ADMIN_TOKEN must be at least 32 characters');
  });
});
