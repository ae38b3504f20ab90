/**
 * Product silhouettes drawn on an 800×1000 canvas (4:5, like a studio packshot), centred around
 * x=400 with the object's base near y=800. `c` is the object colour, `d` a darker shade, `l` a light one.
 */
export type Ink = { c: string; d: string; l: string };

const SHAPES = {
  dress: ({ c, d }: Ink) => `
    <path d="M340 190 Q400 230 460 190 L480 330 Q470 370 450 390 L590 800 Q400 840 210 800 L350 390 Q330 370 320 330 Z" fill="${c}"/>
    <path d="M350 390 Q400 410 450 390" stroke="${d}" stroke-width="10" fill="none"/>
    <path d="M340 190 L320 130 M460 190 L480 130" stroke="${d}" stroke-width="10"/>`,
  blouse: ({ c, d }: Ink) => `
    <path d="M330 220 L250 260 L180 470 L240 490 L290 360 L300 760 L500 760 L510 360 L560 490 L620 470 L550 260 L470 220 Q400 280 330 220 Z" fill="${c}"/>
    <path d="M400 262 L400 760" stroke="${d}" stroke-width="6"/>
    ${[330, 420, 510, 600].map((y) => `<circle cx="400" cy="${y}" r="9" fill="${d}"/>`).join('')}`,
  trousers: ({ c, d }: Ink) => `
    <path d="M290 200 L510 200 L560 800 L430 800 L400 380 L370 800 L240 800 Z" fill="${c}"/>
    <rect x="290" y="200" width="220" height="40" fill="${d}"/>
    <path d="M400 240 L400 380" stroke="${d}" stroke-width="6"/>`,
  sandal: ({ c, d }: Ink) => `
    <path d="M180 700 Q200 640 330 640 L560 650 Q660 660 640 720 Q630 760 560 760 L230 760 Q170 750 180 700 Z" fill="${d}"/>
    <path d="M260 650 Q330 520 420 650 M440 650 Q500 560 580 655" stroke="${c}" stroke-width="34" fill="none" stroke-linecap="round"/>`,
  bag: ({ c, d }: Ink) => `
    <path d="M300 380 Q300 230 400 230 Q500 230 500 380" stroke="${d}" stroke-width="26" fill="none"/>
    <path d="M220 380 L580 380 L620 790 L180 790 Z" fill="${c}"/>
    <rect x="370" y="440" width="60" height="40" rx="8" fill="${d}"/>`,
  shirt: ({ c, d, l }: Ink) => `
    <path d="M330 210 L240 250 L170 520 L240 540 L290 380 L290 790 L510 790 L510 380 L560 540 L630 520 L560 250 L470 210 Z" fill="${c}"/>
    <path d="M330 210 L400 300 L470 210 L440 190 L400 240 L360 190 Z" fill="${l}"/>
    <path d="M400 300 L400 790" stroke="${d}" stroke-width="6"/>
    ${[360, 450, 540, 630, 720].map((y) => `<circle cx="400" cy="${y}" r="8" fill="${d}"/>`).join('')}`,
  tshirt: ({ c, d }: Ink) => `
    <path d="M320 220 L190 290 L240 410 L300 380 L300 780 L500 780 L500 380 L560 410 L610 290 L480 220 Q400 280 320 220 Z" fill="${c}"/>
    <path d="M340 228 Q400 270 460 228" stroke="${d}" stroke-width="10" fill="none"/>`,
  jacket: ({ c, d }: Ink) => `
    <path d="M320 200 L220 250 L160 560 L230 580 L280 400 L270 790 L530 790 L520 400 L570 580 L640 560 L580 250 L480 200 Z" fill="${c}"/>
    <path d="M320 200 L400 420 L480 200" stroke="${d}" stroke-width="12" fill="none"/>
    <path d="M400 420 L400 790" stroke="${d}" stroke-width="8"/>
    <rect x="300" y="600" width="70" height="12" fill="${d}"/><rect x="430" y="600" width="70" height="12" fill="${d}"/>`,
  sneaker: ({ c, d, l }: Ink) => `
    <path d="M170 720 L180 560 Q260 560 330 500 L420 480 Q470 560 560 600 Q660 620 650 700 L650 720 Z" fill="${c}"/>
    <rect x="160" y="710" width="500" height="50" rx="20" fill="${l}"/>
    <path d="M350 520 L390 600 M390 505 L430 590 M430 495 L470 575" stroke="${d}" stroke-width="10"/>`,
  outfit: ({ c, d, l }: Ink) => `
    <path d="M330 190 L230 240 L260 330 L310 310 L310 500 L490 500 L490 310 L540 330 L570 240 L470 190 Q400 240 330 190 Z" fill="${c}"/>
    <path d="M300 520 L500 520 L530 760 L420 760 L400 620 L380 760 L270 760 Z" fill="${d}"/>
    <circle cx="400" cy="390" r="40" fill="${l}"/>`,
  shorts: ({ c, d }: Ink) => `
    <path d="M260 330 L540 330 L600 640 L430 660 L400 470 L370 660 L200 640 Z" fill="${c}"/>
    <rect x="260" y="330" width="280" height="44" fill="${d}"/>`,
  watchRound: ({ c, d, l }: Ink) => `
    <rect x="340" y="150" width="120" height="700" rx="40" fill="${d}"/>
    <circle cx="400" cy="500" r="170" fill="${c}"/><circle cx="400" cy="500" r="140" fill="${l}"/>
    <path d="M400 500 L400 400 M400 500 L470 540" stroke="${d}" stroke-width="10" stroke-linecap="round"/>
    <rect x="568" y="485" width="24" height="30" rx="6" fill="${c}"/>`,
  watchChrono: ({ c, d, l }: Ink) => `
    <rect x="335" y="150" width="130" height="700" rx="40" fill="${d}"/>
    <circle cx="400" cy="500" r="175" fill="${c}"/><circle cx="400" cy="500" r="145" fill="${l}"/>
    <circle cx="345" cy="500" r="34" fill="none" stroke="${d}" stroke-width="5"/><circle cx="455" cy="500" r="34" fill="none" stroke="${d}" stroke-width="5"/>
    <circle cx="400" cy="570" r="30" fill="none" stroke="${d}" stroke-width="5"/>
    <path d="M400 500 L400 390 M400 500 L480 470" stroke="${d}" stroke-width="9" stroke-linecap="round"/>
    <rect x="575" y="430" width="22" height="26" rx="5" fill="${c}"/><rect x="575" y="545" width="22" height="26" rx="5" fill="${c}"/>`,
  smartwatch: ({ c, d, l }: Ink) => `
    <rect x="340" y="150" width="120" height="700" rx="40" fill="${c}"/>
    <rect x="250" y="350" width="300" height="320" rx="70" fill="${d}"/><rect x="275" y="375" width="250" height="270" rx="50" fill="#0f1218"/>
    <path d="M320 520 L360 520 L380 470 L410 580 L430 510 L480 510" stroke="${l}" stroke-width="10" fill="none" stroke-linejoin="round"/>`,
  watchDive: ({ c, d, l }: Ink) => `
    <rect x="335" y="150" width="130" height="700" rx="30" fill="${d}"/>
    <circle cx="400" cy="500" r="180" fill="${c}"/><circle cx="400" cy="500" r="150" fill="${d}"/><circle cx="400" cy="500" r="125" fill="${l}"/>
    ${[0, 60, 120, 180, 240, 300].map((a) => `<rect x="394" y="385" width="12" height="26" fill="${d}" transform="rotate(${a} 400 500)"/>`).join('')}
    <path d="M400 500 L400 410 M400 500 L460 460" stroke="${d}" stroke-width="10" stroke-linecap="round"/>`,
  watchSquare: ({ c, d, l }: Ink) => `
    <rect x="345" y="150" width="110" height="700" rx="30" fill="${d}"/>
    <rect x="260" y="360" width="280" height="290" rx="30" fill="${c}"/><rect x="285" y="385" width="230" height="240" rx="18" fill="${l}"/>
    <path d="M400 505 L400 425 M400 505 L455 535" stroke="${d}" stroke-width="9" stroke-linecap="round"/>`,
  perfume: ({ c, d, l }: Ink) => `
    <rect x="360" y="230" width="80" height="80" rx="8" fill="${d}"/><rect x="380" y="300" width="40" height="50" fill="${d}"/>
    <rect x="240" y="350" width="320" height="450" rx="50" fill="${c}" opacity="0.92"/>
    <rect x="270" y="380" width="60" height="380" rx="30" fill="${l}" opacity="0.45"/>
    <rect x="320" y="560" width="160" height="80" rx="6" fill="${l}" opacity="0.8"/>`,
  dropper: ({ c, d, l }: Ink) => `
    <path d="M380 170 Q400 130 420 170 L430 330 L370 330 Z" fill="${d}"/><rect x="345" y="320" width="110" height="70" rx="10" fill="${d}"/>
    <rect x="290" y="390" width="220" height="410" rx="40" fill="${c}" opacity="0.9"/>
    <rect x="320" y="540" width="160" height="120" rx="6" fill="${l}" opacity="0.85"/>`,
  jar: ({ c, d, l }: Ink) => `
    <rect x="230" y="460" width="340" height="110" rx="20" fill="${d}"/>
    <rect x="210" y="560" width="380" height="240" rx="40" fill="${c}"/>
    <rect x="270" y="630" width="260" height="90" rx="8" fill="${l}" opacity="0.85"/>`,
  lipstick: ({ c, d, l }: Ink) => `
    <rect x="330" y="520" width="140" height="280" rx="12" fill="${d}"/>
    <rect x="350" y="430" width="100" height="100" fill="${l}"/>
    <path d="M360 430 L360 300 L440 250 L440 430 Z" fill="${c}"/>`,
  mascara: ({ c, d }: Ink) => `
    <rect x="360" y="160" width="80" height="300" rx="36" fill="${d}" transform="rotate(-20 400 460)"/>
    <rect x="360" y="450" width="80" height="360" rx="36" fill="${c}" transform="rotate(-20 400 460)"/>`,
  lamp: ({ c, d, l }: Ink) => `
    <path d="M280 250 L520 250 L600 500 L200 500 Z" fill="${c}"/>
    <rect x="390" y="500" width="20" height="250" fill="${d}"/>
    <ellipse cx="400" cy="770" rx="130" ry="30" fill="${d}"/>
    <ellipse cx="400" cy="500" rx="200" ry="18" fill="${l}" opacity="0.6"/>`,
  cushion: ({ c, d, l }: Ink) => `
    <path d="M200 330 Q400 290 600 330 Q640 540 600 750 Q400 790 200 750 Q160 540 200 330 Z" fill="${c}"/>
    <path d="M260 400 Q400 370 540 400 M260 680 Q400 710 540 680" stroke="${l}" stroke-width="10" fill="none" opacity="0.7"/>
    <circle cx="400" cy="540" r="16" fill="${d}"/>`,
  vase: ({ c, d, l }: Ink) => `
    <path d="M340 220 L460 220 L450 300 Q590 420 560 620 Q540 780 400 800 Q260 780 240 620 Q210 420 350 300 Z" fill="${c}"/>
    <rect x="330" y="210" width="140" height="24" rx="8" fill="${d}"/>
    <path d="M280 560 Q400 600 520 560" stroke="${l}" stroke-width="14" fill="none"/>`,
  blanket: ({ c, d, l }: Ink) => `
    <rect x="180" y="560" width="440" height="110" rx="30" fill="${d}"/>
    <rect x="200" y="460" width="400" height="110" rx="30" fill="${c}"/>
    <rect x="220" y="360" width="360" height="110" rx="30" fill="${d}"/>
    ${[260, 340, 420, 500].map((x) => `<rect x="${x}" y="670" width="12" height="70" fill="${l}"/>`).join('')}`,
  glasses: ({ c, l }: Ink) => `
    ${[230, 400, 570].map((x) => `<path d="M${x - 70} 450 L${x + 70} 450 L${x + 55} 790 L${x - 55} 790 Z" fill="${c}" opacity="0.55"/><path d="M${x - 50} 480 L${x - 40} 760" stroke="${l}" stroke-width="10" opacity="0.8"/>`).join('')}`,
  headphones: ({ c, d }: Ink) => `
    <path d="M230 560 L230 420 Q230 230 400 230 Q570 230 570 420 L570 560" stroke="${d}" stroke-width="36" fill="none"/>
    <rect x="190" y="500" width="110" height="200" rx="45" fill="${c}"/><rect x="500" y="500" width="110" height="200" rx="45" fill="${c}"/>`,
  speaker: ({ c, d, l }: Ink) => `
    <rect x="250" y="260" width="300" height="530" rx="60" fill="${c}"/>
    <circle cx="400" cy="610" r="110" fill="${d}"/><circle cx="400" cy="610" r="50" fill="${l}" opacity="0.5"/>
    <circle cx="400" cy="390" r="50" fill="${d}"/>`,
  charger: ({ c, d }: Ink) => `
    <rect x="280" y="380" width="240" height="260" rx="40" fill="${c}"/>
    <rect x="340" y="300" width="22" height="90" fill="${d}"/><rect x="438" y="300" width="22" height="90" fill="${d}"/>
    <path d="M400 640 Q400 760 520 780" stroke="${d}" stroke-width="24" fill="none"/>`,
  phone: ({ c, d }: Ink) => `
    <rect x="270" y="170" width="260" height="620" rx="50" fill="${c}"/>
    <rect x="300" y="200" width="110" height="150" rx="30" fill="${d}"/>
    <circle cx="335" cy="240" r="22" fill="#0f1218"/><circle cx="375" cy="305" r="22" fill="#0f1218"/>`,
  keyboard: ({ c, d, l }: Ink) => `
    <rect x="110" y="430" width="580" height="300" rx="30" fill="${c}"/>
    ${Array.from({ length: 4 }, (_, row) => Array.from({ length: 10 }, (_, col) => `<rect x="${135 + col * 54}" y="${455 + row * 62}" width="44" height="50" rx="8" fill="${row === 3 && col > 2 && col < 7 ? l : d}"/>`).join('')).join('')}`,
} satisfies Record<string, (ink: Ink) => string>;

export type ShapeName = keyof typeof SHAPES;
export const SHAPE_NAMES = Object.keys(SHAPES) as ShapeName[];

export function drawShape(name: ShapeName, ink: Ink): string {
  return SHAPES[name](ink);
}
