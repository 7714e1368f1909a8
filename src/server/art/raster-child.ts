// The rasteriser's own process: resvg can abort the whole process on some malformed pictures (a native panic
// no JavaScript can catch), so the server sends SVGs here and a crash costs one picture, not the server.
import { serveTasks } from '../isolated.js';
import { svgToPng } from './rasterise.js';

serveTasks(({ svg, width }: { svg: string; width: number }) => svgToPng(svg, width));
