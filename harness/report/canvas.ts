/**
 * Chart.js rendered to PNG in Node through chartjs-node-canvas, on @napi-rs/canvas (package.json
 * aliases `canvas` to it with an npm override, since `canvas` needs system libraries to build).
 * Only the synchronous render works with that alias, so this module uses renderToBufferSync.
 *
 * Text is drawn in DejaVu Sans from the dejavu-fonts-ttf package, registered by file, so charts
 * look the same on a machine without system fonts (slim containers, CI images) as here.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import { ChartJSNodeCanvas } from 'chartjs-node-canvas';
import type { ChartConfiguration } from 'chart.js';

export const FONT_FAMILY = 'Lexpath DejaVu Sans';
export const CHART_WIDTH = 1000;
export const CHART_HEIGHT = 600;

let fontsRegistered = false;

/** Registers the shipped DejaVu Sans (regular and bold) once per process. */
export function registerFonts(): void {
  if (fontsRegistered) return;
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('dejavu-fonts-ttf/package.json'));
  for (const file of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) {
    const key = GlobalFonts.registerFromPath(join(root, 'ttf', file), FONT_FAMILY);
    if (!key) throw new Error(`could not register the font ${file} from dejavu-fonts-ttf`);
  }
  fontsRegistered = true;
}

const renderers = new Map<string, ChartJSNodeCanvas>();

function renderer(width: number, height: number): ChartJSNodeCanvas {
  const key = `${width}x${height}`;
  let r = renderers.get(key);
  if (!r) {
    registerFonts();
    r = new ChartJSNodeCanvas({
      width,
      height,
      backgroundColour: 'white',
      chartCallback: (ChartJS) => {
        ChartJS.defaults.font.family = FONT_FAMILY;
        ChartJS.defaults.font.size = 14;
        ChartJS.defaults.color = '#222222';
        ChartJS.defaults.devicePixelRatio = 1;
      },
    });
    renderers.set(key, r);
  }
  return r;
}

/** Renders one chart to PNG bytes (white background). */
export function renderPng(config: ChartConfiguration, width = CHART_WIDTH, height = CHART_HEIGHT): Buffer {
  // chartjs-node-canvas types its configuration from 'chart.js/auto', the same shape.
  return renderer(width, height).renderToBufferSync(config as never, 'image/png');
}
