/** Writes .br and .gz beside each compressible file under `dir`; answers how many files it compressed. */
export function precompress(dir: string): number;
