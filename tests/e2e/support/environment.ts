// Where the browser lives and whether its absence skips the browser tests (locally) or fails them (CI=true).
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const isCI = process.env.CI === 'true';
export const hasChromium = existsSync(CHROMIUM_PATH);
