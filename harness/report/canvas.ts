/**
 * Chart.js rendered to PNG in Node, drawn directly on @napi-rs/canvas.
 *
 * Chart.js needs no DOM: given a 2D context with no window around, it uses its basic platform and
 * draws straight into the context. So a chart here is: a fresh @napi-rs/canvas canvas of the
 * requested size, Chart.js with animation and responsive resizing off (there is no frame loop or
 * layout to follow), a plugin that paints the white background under the chart, then the canvas
 * encoded as PNG. @napi-rs/canvas ships prebuilt binaries as npm packages, so this needs no native
 * build and nothing from outside the npm registry (docs/dependencies.md explains why chartjs-node-canvas,
 * whose `canvas` dependency does, is no longer used).
 *
 * Text is drawn in DejaVu Sans from the dejavu-fonts-ttf package, registered by file, so charts
 * look the same on a machine without system fonts (slim containers, CI images) as here.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { Chart, registerables, type ChartConfiguration, type Plugin } from 'chart.js';

export const FONT_FAMILY = 'Lexpath DejaVu Sans';
export const CHART_WIDTH = 1000;
export const CHART_HEIGHT = 600;

let ready = false;

/** Registers the shipped DejaVu Sans (regular and bold) and Chart.js's parts, once per process. */
function registerFonts(): void {
  if (ready) return;
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('dejavu-fonts-ttf/package.json'));
  for (const file of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) {
    const key = GlobalFonts.registerFromPath(join(root, 'ttf', file), FONT_FAMILY);
    if (!key) throw new Error(`could not register the font ${file} from dejavu-fonts-ttf`);
  }
  Chart.register(...registerables);
  Chart.defaults.font.family = FONT_FAMILY;
  Chart.defaults.font.size = 14;
  Chart.defaults.color = '#222222';
  Chart.defaults.devicePixelRatio = 1;
  Chart.defaults.animation = false;
  Chart.defaults.responsive = false;
  ready = true;
}

/** Paints the whole canvas white beneath whatever the chart draws. */
const whiteBackground: Plugin = {
  id: 'lexpath-white-background',
  beforeDraw(chart) {
    const ctx = chart.ctx;
    ctx.save();
    ctx.globalCompositeOperation = 'destination-over';
    ctx.fillStyle = 'white';
    ctx.fillRect(0, 0, chart.width, chart.height);
    ctx.restore();
  },
};

/** Renders one chart to PNG bytes (white background). */
export function renderPng(config: ChartConfiguration, width = CHART_WIDTH, height = CHART_HEIGHT): Buffer {
  registerFonts();
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const chart = new Chart(
    context as unknown as CanvasRenderingContext2D,
    {
      ...config,
      options: { ...config.options, animation: false, responsive: false, devicePixelRatio: 1 },
      plugins: [...(config.plugins ?? []), whiteBackground],
    } as ChartConfiguration,
  );
  try {
    return canvas.toBuffer('image/png');
  } finally {
    chart.destroy();
  }
}
