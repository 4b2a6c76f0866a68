/**
 * Deterministic, dependency-free SVG "food photo" illustrations for the demo catalogue.
 *
 * Each image is a top-down view of a plated meal (plate, bowl or meal-prep tray) on a table
 * with a napkin and fork. Food components are laid out in sectors/compartments and drawn with a
 * few cheap primitives (blobs, round-capped strokes, leaf paths, relative path commands) so every
 * image stays around 2-3 KB. Output is a pure function of the spec: the same spec always yields a
 * byte-identical string, and the SVG has no external references.
 */

export type VesselKind = 'plate' | 'bowl' | 'tray';

export type ComponentKind =
  'protein' | 'grain' | 'greens' | 'veg' | 'sauce' | 'garnish' | 'egg' | 'noodles';

/**
 * Optional drawing hint, interpreted per kind:
 * - protein: 'fillet' (default: grill-marked piece), 'sliced' (fanned slices), 'chunks'
 *   (meatballs, curry pieces), 'cubes' (tofu), 'round' (patty, flatbread, pancakes, casserole)
 * - veg: 'chunks' (default: roasted pieces, florets), 'spears' (asparagus, green beans), 'cubes'
 * - egg: 'fillet' (default: fried egg), 'chunks' (scramble, egg bites)
 * - sauce: 'drizzle' (default: over the protein), 'pool' (underneath it, e.g. curry, stew)
 */
export type ComponentShape =
  'fillet' | 'sliced' | 'chunks' | 'cubes' | 'round' | 'spears' | 'drizzle' | 'pool';

export interface ImageComponent {
  kind: ComponentKind;
  /** '#RRGGBB' */
  color: string;
  shape?: ComponentShape;
}

export interface ImageSpec {
  /** Table / linen colour, '#RRGGBB'. */
  background: string;
  vessel: VesselKind;
  /**
   * Main components (everything except sauce/garnish) are laid out in order and the first gets
   * the largest area. Sauces go on/under the first protein; garnishes are sprinkled over all.
   */
  components: ImageComponent[];
  seed: number;
}

/** An ellipse-shaped area of food: semi-axis `a` along angle `rot`, `b` across it. */
interface Region {
  x: number;
  y: number;
  a: number;
  b: number;
  rot: number;
}

type Pt = [number, number];
type Rng = () => number;

/** mulberry32: tiny, fast and good enough for layout jitter. */
function makeRng(seed: number): Rng {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number): number => Math.round(n) || 0;

/** Joins numbers the way SVG allows: no separator needed before a minus sign. */
function nums(ns: number[]): string {
  let out = '';
  for (const n of ns) {
    const t = String(n);
    out += out && !t.startsWith('-') ? ' ' + t : t;
  }
  return out;
}

/** Compact SVG path builder emitting relative, integer commands ("q-4-12 0-32"). */
class PathBuilder {
  d = '';
  private x = 0;
  private y = 0;
  private sx = 0;
  private sy = 0;

  /** Appends a command whose points are all relative to the current point. */
  private emit(cmd: string, pts: Pt[]): this {
    const rel: number[] = [];
    for (const [px, py] of pts) rel.push(round(px) - this.x || 0, round(py) - this.y || 0);
    this.d += cmd + nums(rel);
    const last = pts[pts.length - 1];
    if (last) [this.x, this.y] = [round(last[0]), round(last[1])];
    return this;
  }

  move(p: Pt): this {
    if (!this.d) {
      [this.x, this.y] = [round(p[0]), round(p[1])];
      this.d = 'M' + nums([this.x, this.y]);
    } else {
      this.emit('m', [p]);
    }
    [this.sx, this.sy] = [this.x, this.y];
    return this;
  }

  line(p: Pt): this {
    return this.emit('l', [p]);
  }

  quad(c: Pt, p: Pt): this {
    return this.emit('q', [c, p]);
  }

  smooth(p: Pt): this {
    return this.emit('t', [p]);
  }

  dot(): this {
    this.d += 'h0';
    return this;
  }

  close(): this {
    this.d += 'z';
    [this.x, this.y] = [this.sx, this.sy];
    return this;
  }
}

function rgb(hex: string): number[] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  const v = m?.[1] ? parseInt(m[1], 16) : 0x888888;
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Mix a colour towards white (amount > 0) or black (amount < 0). */
function mix(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const k = Math.abs(amount);
  return (
    '#' +
    rgb(hex)
      .map((c) =>
        Math.round(c + (target - c) * k)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

function toWorld(e: Region, u: number, v: number): Pt {
  const c = Math.cos(e.rot);
  const s = Math.sin(e.rot);
  return [e.x + u * c - v * s, e.y + u * s + v * c];
}

/** A random point inside the region; `spread` is a fraction of the semi-axes. */
function pointIn(e: Region, rng: Rng, spread: number): Pt {
  const ang = rng() * Math.PI * 2;
  const dist = Math.sqrt(rng()) * spread;
  return toWorld(e, Math.cos(ang) * e.a * dist, Math.sin(ang) * e.b * dist);
}

const scaled = (e: Region, k: number): Region => ({ ...e, a: e.a * k, b: e.b * k });

/** Smooth irregular closed blob (quadratic curves through edge midpoints), appended to `p`. */
function blob(p: PathBuilder, e: Region, rng: Rng, wobble = 0.12, n = 8): PathBuilder {
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const ang = (i / n) * Math.PI * 2 + rng() * 0.3;
    const k = 1 - wobble + rng() * wobble * 1.6;
    pts.push(toWorld(e, Math.cos(ang) * e.a * k, Math.sin(ang) * e.b * k));
  }
  const at = (i: number): Pt => pts[i % n] as Pt;
  const mid = (i: number): Pt => [(at(i)[0] + at(i + 1)[0]) / 2, (at(i)[1] + at(i + 1)[1]) / 2];
  p.move(mid(0));
  for (let i = 1; i <= n; i++) p.quad(at(i), mid(i));
  return p.close();
}

const blobD = (e: Region, rng: Rng, wobble?: number, n?: number): string =>
  blob(new PathBuilder(), e, rng, wobble, n).d;

const fill = (d: string, color: string, extra = ''): string =>
  `<path fill="${color}"${extra} d="${d}"/>`;

/** Stroked path; class "s" = no fill and round caps; all paths get round joins (see <style>). */
const stroke = (d: string, color: string, width: number, extra = ''): string =>
  `<path class="s" stroke="${color}" stroke-width="${width}"${extra} d="${d}"/>`;

/** Many short round-capped dashes (rice grains, herbs, seeds) as one path. */
function dashes(p: PathBuilder, e: Region, rng: Rng, count: number, spread: number, len: number) {
  for (let i = 0; i < count; i++) {
    const [x, y] = pointIn(e, rng, spread);
    const ang = rng() * Math.PI;
    p.move([x, y]).line([x + Math.cos(ang) * len, y + Math.sin(ang) * len]);
  }
  return p;
}

function drawProtein(e: Region, c: ImageComponent, rng: Rng): string {
  const dark = mix(c.color, -0.4);
  const light = mix(c.color, 0.3);
  switch (c.shape) {
    case 'sliced': {
      // Fanned slices with a seared edge.
      const p = new PathBuilder();
      const n = 5;
      for (let i = 0; i < n; i++) {
        const t = (i - (n - 1) / 2) / n;
        const [x, y] = toWorld(e, t * e.a * 1.5, t * e.b * 0.2);
        const rot = e.rot + Math.PI / 2 + t * 0.5;
        blob(p, { x, y, a: e.b * 0.78, b: e.a * 0.22, rot }, rng, 0.06, 6);
      }
      return fill(p.d, c.color, ` stroke="${dark}" stroke-width="3"`);
    }
    case 'cubes': {
      // Tofu / paneer cubes: rounded squares with a soft drop shadow.
      const p = new PathBuilder();
      const n = 7 + Math.floor(rng() * 3);
      for (let i = 0; i < n; i++) {
        const [x, y] = pointIn(e, rng, 0.6);
        const size = Math.min(e.a, e.b) * (0.22 + rng() * 0.06);
        const ang = rng() * Math.PI;
        const corner = (k: number): Pt => [
          x + Math.cos(ang + (k * Math.PI) / 2) * size,
          y + Math.sin(ang + (k * Math.PI) / 2) * size,
        ];
        p.move(corner(0)).line(corner(1)).line(corner(2)).line(corner(3)).close();
      }
      return (
        fill(
          p.d,
          dark,
          ` stroke="${dark}" stroke-width="5" opacity=".5" transform="translate(2 3)"`,
        ) + fill(p.d, c.color, ` stroke="${c.color}" stroke-width="5"`)
      );
    }
    case 'chunks':
      return pieces(e, c.color, rng, 0.4);
    case 'round': {
      // Flatbread, patty, pancake stack, lasagna: browned rim around a lighter, spotted top.
      const outer = scaled(e, 0.94);
      const top = scaled(e, 0.8);
      return (
        fill(blobD(outer, rng, 0.04, 10), c.color, ` stroke="${dark}" stroke-width="4"`) +
        fill(blobD(top, rng, 0.06, 9), mix(c.color, 0.22)) +
        stroke(dashes(new PathBuilder(), top, rng, 10, 0.75, 2).d, light, 6, ' opacity=".7"')
      );
    }
    default: {
      // Fillet / breast / chop: blob with grill marks and a soft highlight.
      const body = scaled(e, 0.9);
      const marks = new PathBuilder();
      for (let i = -1; i <= 1; i++) {
        marks
          .move(toWorld(body, i * body.a * 0.45 - body.a * 0.22, -body.b * 0.5))
          .line(toWorld(body, i * body.a * 0.45 + body.a * 0.22, body.b * 0.5));
      }
      const [hx, hy] = toWorld(body, -body.a * 0.3, -body.b * 0.35);
      return (
        fill(blobD(body, rng), c.color, ` stroke="${dark}" stroke-width="2"`) +
        stroke(marks.d, dark, 5, ' opacity=".6"') +
        `<ellipse cx="${round(hx)}" cy="${round(hy)}" rx="${round(body.a * 0.3)}" ry="${round(body.b * 0.16)}" fill="#fff" opacity=".2"/>`
      );
    }
  }
}

function drawGrain(e: Region, c: ImageComponent, rng: Rng): string {
  return (
    fill(blobD(scaled(e, 0.95), rng, 0.1), c.color) +
    stroke(dashes(new PathBuilder(), e, rng, 18, 0.82, 3).d, mix(c.color, 0.5), 2.5) +
    stroke(dashes(new PathBuilder(), e, rng, 8, 0.82, 3).d, mix(c.color, -0.2), 2.5)
  );
}

function drawGreens(e: Region, c: ImageComponent, rng: Rng): string {
  const shades = [mix(c.color, -0.22), c.color, mix(c.color, 0.2)];
  const leaves = [new PathBuilder(), new PathBuilder(), new PathBuilder()];
  for (let i = 0; i < 11; i++) {
    const [x, y] = pointIn(e, rng, 0.55);
    const ang = rng() * Math.PI * 2;
    const len = Math.min(e.a, e.b) * (0.5 + rng() * 0.22);
    const w = len * 0.45;
    const [ca, sa] = [Math.cos(ang), Math.sin(ang)];
    const [mx, my] = [x + (ca * len) / 2, y + (sa * len) / 2];
    (leaves[i % 3] as PathBuilder)
      .move([x, y])
      .quad([mx - sa * w, my + ca * w], [x + ca * len, y + sa * len])
      .quad([mx + sa * w, my - ca * w], [x, y])
      .close();
  }
  return (
    fill(blobD(scaled(e, 0.8), rng), shades[0] as string) +
    leaves.map((p, i) => fill(p.d, shades[i] as string)).join('')
  );
}

function drawVeg(e: Region, c: ImageComponent, rng: Rng): string {
  if (c.shape === 'spears') {
    const dark = mix(c.color, -0.3);
    const light = mix(c.color, 0.35);
    const p = new PathBuilder();
    const tips = new PathBuilder();
    const tilt = rng() * 0.3 - 0.15;
    const n = 7;
    for (let i = 0; i < n; i++) {
      const off = ((i - (n - 1) / 2) / ((n - 1) / 2)) * e.b * 0.62;
      const len = e.a * (0.72 + rng() * 0.2);
      const end = toWorld(e, len, off + tilt * len);
      p.move(toWorld(e, -len, off - tilt * len)).line(end);
      tips.move(end).dot();
    }
    return stroke(p.d, dark, 9) + stroke(p.d, c.color, 6.5) + stroke(tips.d, light, 6);
  }
  return pieces(e, c.color, rng, 0.44, c.shape === 'cubes');
}

/** Roasted chunks / florets / meatballs: fat round-capped strokes with outline and highlight. */
function pieces(e: Region, color: string, rng: Rng, rel: number, square = false, density = 1) {
  const body = new PathBuilder();
  const hi = new PathBuilder();
  const size = round(Math.min(e.a, e.b) * rel);
  // Enough pieces to cover the region, spread evenly on a jittered sunflower spiral.
  const spread = 0.68;
  const cover = (e.a * e.b * spread * spread) / ((size / 2) * (size / 2));
  const n = Math.round(Math.min(14, Math.max(6, cover * 0.75)) * density);
  const turn = rng() * 6;
  for (let i = 0; i < n; i++) {
    const r = Math.sqrt((i + 0.5) / n) * spread;
    const t = turn + i * 2.4 + rng() * 0.5;
    const [x, y] = toWorld(e, Math.cos(t) * r * e.a, Math.sin(t) * r * e.b);
    body.move([x, y]).line([x + rng() * 6 - 3, y + rng() * 6 - 3]);
    hi.move([x - size * 0.2, y - size * 0.2]).dot();
  }
  const cap = square ? ' stroke-linecap="square"' : '';
  return (
    stroke(body.d, mix(color, -0.3), size + 2, cap) +
    stroke(body.d, color, size - 1, cap) +
    stroke(hi.d, mix(color, 0.35), round(size * 0.35), ' opacity=".8"')
  );
}

function drawEgg(e: Region, c: ImageComponent, rng: Rng): string {
  if (c.shape === 'chunks') {
    // Scramble / egg bites: soft pieces in two shades.
    return pieces(e, mix(c.color, 0.25), rng, 0.42) + pieces(e, c.color, rng, 0.36, false, 0.5);
  }
  const white = scaled(e, 0.85);
  const [yx, yy] = toWorld(white, (rng() - 0.5) * white.a * 0.4, (rng() - 0.5) * white.b * 0.4);
  const yr = round(Math.min(white.a, white.b) * 0.38);
  return (
    fill(blobD(white, rng, 0.2), '#fbf8f0', ' stroke="#e6dccb" stroke-width="2"') +
    `<circle cx="${round(yx)}" cy="${round(yy)}" r="${yr}" fill="${c.color}" stroke="${mix(c.color, -0.15)}" stroke-width="2"/>` +
    `<circle cx="${round(yx - yr * 0.3)}" cy="${round(yy - yr * 0.3)}" r="${round(yr * 0.25)}" fill="#fff" opacity=".6"/>`
  );
}

function drawNoodles(e: Region, c: ImageComponent, rng: Rng): string {
  // Rows of wavy strands across the region, alternating two shades.
  const strands = [new PathBuilder(), new PathBuilder()];
  const rows = 9;
  for (let i = 0; i < rows; i++) {
    const v = ((i + 0.5) / rows - 0.5) * 1.7;
    const half = Math.sqrt(1 - v * v) * 0.85;
    const segs = Math.max(2, Math.round(half * 6));
    const step = (2 * half * e.a) / segs;
    const amp = 4 + rng() * 3;
    const u0 = -half * e.a + rng() * 4;
    const p = (strands[i % 2] as PathBuilder)
      .move(toWorld(e, u0, v * e.b * 0.5))
      .quad(toWorld(e, u0 + step / 2, v * e.b * 0.5 + amp), toWorld(e, u0 + step, v * e.b * 0.5));
    for (let k = 2; k <= segs; k++) p.smooth(toWorld(e, u0 + k * step, v * e.b * 0.5));
  }
  return (
    fill(blobD(scaled(e, 0.92), rng, 0.1), mix(c.color, -0.2)) +
    stroke((strands[0] as PathBuilder).d, c.color, 6) +
    stroke((strands[1] as PathBuilder).d, mix(c.color, 0.25), 6)
  );
}

function drawDrizzle(e: Region, c: ImageComponent, rng: Rng): string {
  const n = 5;
  const step = (e.a * 1.4) / n;
  const amp = e.b * 0.45;
  const dir = e.rot + 0.3;
  const [dx, dy] = [Math.cos(dir) * step, Math.sin(dir) * step];
  const [nx, ny] = [-Math.sin(dir) * amp, Math.cos(dir) * amp];
  let [x, y] = toWorld(e, -e.a * 0.7, (rng() - 0.5) * e.b * 0.3);
  const p = new PathBuilder()
    .move([x, y])
    .quad([x + dx / 2 + nx, y + dy / 2 + ny], [x + dx, y + dy]);
  for (let i = 1; i < n; i++) {
    x += dx;
    y += dy;
    p.smooth([x + dx, y + dy]);
  }
  return stroke(p.d, mix(c.color, -0.25), 6.5) + stroke(p.d, c.color, 4);
}

/** Splits the vessel into food regions: the first main component gets the largest one. */
function layout(vessel: VesselKind, count: number, cx: number, cy: number, rng: Rng): Region[] {
  if (vessel === 'tray') {
    const big: Region = { x: 131, y: 150, a: 84, b: 96, rot: 0 };
    if (count <= 1) return [{ x: 200, y: 150, a: 152, b: 96, rot: 0 }];
    if (count === 2) return [big, { x: 296, y: 150, a: 94, b: 58, rot: Math.PI / 2 }];
    const out: Region[] = [
      big,
      { x: 296, y: 97, a: 58, b: 44, rot: 0 },
      { x: 296, y: 203, a: 58, b: 44, rot: 0 },
    ];
    // More than three mains: the extras share the big compartment's lower part.
    for (let i = 3; i < count; i++) out.push({ x: 131, y: 205, a: 60, b: 38, rot: 0 });
    return out;
  }
  const R = vessel === 'bowl' ? 104 : 100;
  if (count <= 1) return [{ x: cx, y: cy, a: R * 0.86, b: R * 0.82, rot: rng() * Math.PI }];
  const mainSpan = Math.PI * (count === 2 ? 1.05 : count === 3 ? 0.9 : 0.8);
  const sideSpan = (Math.PI * 2 - mainSpan) / (count - 1);
  const out: Region[] = [];
  let ang = rng() * Math.PI * 2;
  for (let i = 0; i < count; i++) {
    const span = i === 0 ? mainSpan : sideSpan;
    const mid = ang + span / 2;
    ang += span;
    // Circle inscribed in the sector, stretched along the arc for wide sectors.
    const s = Math.sin(Math.min(span, Math.PI) / 2);
    const rIn = (R * s) / (1 + s);
    const d = R - rIn;
    const stretch = 1 + Math.max(0, span / Math.PI - 0.5) * 0.7;
    out.push({
      x: cx + Math.cos(mid) * d,
      y: cy + Math.sin(mid) * d,
      a: rIn * 1.18 * stretch,
      b: rIn * 1.16,
      rot: mid + Math.PI / 2,
    });
  }
  return out;
}

const GLAZES = ['#2f5d62', '#8c4a32', '#3b4a6b', '#d8cfc0', '#5b6b4a'];

const TRAY_WELLS = ['M40 48h320v204H40z', 'M40 48h180v204H40zM232 48h128v204H232z'];

function drawVessel(vessel: VesselKind, cx: number, cy: number, mains: number, rng: Rng): string {
  if (vessel === 'tray') {
    const wells =
      TRAY_WELLS[mains - 1] ?? 'M40 48h180v204H40zM232 48h128v98H232zm0 106h128v98H232z';
    return (
      `<rect x="34" y="46" width="340" height="230" rx="18" opacity=".35" filter="url(#s)"/>` +
      `<rect x="28" y="36" width="344" height="228" rx="18" fill="#2a2c2e"/>` +
      `<path fill="#1b1c1d" stroke="#3a3d40" stroke-width="3" d="${wells}"/>`
    );
  }
  const at = `cx="${cx}" cy="${cy}"`;
  const shadow = `<circle cx="${cx + 6}" cy="${cy + 10}" r="130" opacity=".32" filter="url(#s)"/>`;
  if (vessel === 'bowl') {
    const glaze = GLAZES[Math.floor(rng() * GLAZES.length)] ?? '#2f5d62';
    return (
      shadow +
      `<circle ${at} r="130" fill="${glaze}"/>` +
      `<circle ${at} r="124" fill="none" stroke="#fff" stroke-width="4" opacity=".15"/>` +
      `<circle ${at} r="114" fill="url(#b)"/>`
    );
  }
  return (
    shadow +
    `<circle ${at} r="132" fill="url(#p)"/>` +
    `<circle ${at} r="104" fill="#f9f8f5" stroke="#e2ded6" stroke-width="2"/>`
  );
}

/** Table surface, and a napkin with a fork on one side. */
function drawTable(bg: string, x: number): string {
  const metal = '#9ba1a7';
  return (
    `<rect width="400" height="300" fill="${bg}"/>` +
    `<path fill="${mix(bg, 0.62)}" stroke="${mix(bg, 0.3)}" stroke-width="2" d="M${x} -5h52v310h-52z"/>` +
    `<path class="s" stroke="${metal}" stroke-width="3" d="M${x + 18} 60v42q0 12 8 14q8-2 8-14V60M${x + 23} 60v38m6-38v38"/>` +
    `<path class="s" stroke="${metal}" stroke-width="7" d="M${x + 26} 118v170"/>`
  );
}

export function renderMealSvg(spec: ImageSpec): string {
  const rng = makeRng(spec.seed);
  const napkinLeft = rng() < 0.5;
  const cx = spec.vessel === 'tray' ? 200 : napkinLeft ? 226 : 174;
  const cy = 150;

  const mains = spec.components.filter((c) => c.kind !== 'sauce' && c.kind !== 'garnish');
  const regions = layout(spec.vessel, mains.length, cx, cy, rng);
  const proteinIdx = Math.max(
    0,
    mains.findIndex((c) => c.kind === 'protein'),
  );

  let food = '';
  mains.forEach((c, i) => {
    const e = regions[i];
    if (!e) return;
    if (i === proteinIdx) {
      for (const s of spec.components) {
        if (s.kind === 'sauce' && s.shape === 'pool') food += fill(blobD(e, rng, 0.08), s.color);
      }
    }
    switch (c.kind) {
      case 'protein':
        food += drawProtein(e, c, rng);
        break;
      case 'grain':
        food += drawGrain(e, c, rng);
        break;
      case 'greens':
        food += drawGreens(e, c, rng);
        break;
      case 'egg':
        food += drawEgg(e, c, rng);
        break;
      case 'noodles':
        food += drawNoodles(e, c, rng);
        break;
      default:
        food += drawVeg(e, c, rng);
    }
  });
  const target = regions[proteinIdx];
  for (const c of spec.components) {
    if (c.kind === 'sauce' && c.shape !== 'pool' && target) food += drawDrizzle(target, c, rng);
    if (c.kind === 'garnish') {
      // Fine herbs/seeds by default; 'chunks' = bigger toppings (pepperoni, mozzarella, berries).
      const big = c.shape === 'chunks';
      const p = new PathBuilder();
      const n = Math.ceil((big ? 7 : 14) / regions.length);
      for (const e of regions) dashes(p, e, rng, n, 0.65, big ? 0 : 2);
      food += big
        ? stroke(p.d, mix(c.color, -0.25), 13) + stroke(p.d, c.color, 10)
        : stroke(p.d, c.color, 3);
    }
  }

  const gradients =
    spec.vessel === 'plate'
      ? `<radialGradient id="p" cx=".42" cy=".38"><stop offset=".76" stop-color="#fff"/><stop offset="1" stop-color="#d9d5cc"/></radialGradient>`
      : spec.vessel === 'bowl'
        ? `<radialGradient id="b" cx=".56" cy=".6"><stop offset=".55" stop-color="#f6f3ec"/><stop offset="1" stop-color="#c4bdb1"/></radialGradient>`
        : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">` +
    `<style>path{stroke-linejoin:round}.s{fill:none;stroke-linecap:round}</style>` +
    `<defs>${gradients}` +
    `<radialGradient id="v"><stop offset=".55" stop-opacity="0"/><stop offset="1" stop-opacity=".3"/></radialGradient>` +
    `<filter id="s"><feGaussianBlur stdDeviation="7"/></filter>` +
    `</defs>` +
    drawTable(spec.background, napkinLeft ? 10 : 338) +
    drawVessel(spec.vessel, cx, cy, mains.length, rng) +
    food +
    `<rect width="400" height="300" fill="url(#v)"/>` +
    `</svg>`
  );
}
