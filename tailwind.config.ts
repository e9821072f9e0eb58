import type { Config } from 'tailwindcss'
import colors from 'tailwindcss/colors'
import plugin from 'tailwindcss/plugin'

/** A colour whose channels live in a CSS variable (src/index.css), with opacity modifiers. */
const channels = (variable: string) => `rgb(var(${variable}) / <alpha-value>)`

/** A palette colour (#rrggbb) at an opacity, as Tailwind writes `from-cyan-500/15`. */
const translucent = (hex: string, alpha: number) =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(' ')} / ${alpha})`

/** A brand gradient: from the cyan end to the purple end, left to right unless told. */
const gradient = (from: string, to: string, direction = 'to right') => `linear-gradient(${direction}, ${from}, ${to})`

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    container: { center: true, padding: '1rem', screens: { '2xl': '1280px' } },
    extend: {
      colors: {
        border: 'hsl(var(--border))',
        input: 'hsl(var(--input))',
        ring: 'hsl(var(--ring))',
        background: 'hsl(var(--background))',
        foreground: 'hsl(var(--foreground))',
        primary: { DEFAULT: 'hsl(var(--primary))', foreground: 'hsl(var(--primary-foreground))' },
        secondary: { DEFAULT: 'hsl(var(--secondary))', foreground: 'hsl(var(--secondary-foreground))' },
        destructive: { DEFAULT: 'hsl(var(--destructive))', foreground: 'hsl(var(--destructive-foreground))' },
        muted: { DEFAULT: 'hsl(var(--muted))', foreground: 'hsl(var(--muted-foreground))' },
        accent: { DEFAULT: 'hsl(var(--accent))', foreground: 'hsl(var(--accent-foreground))' },
        card: { DEFAULT: 'hsl(var(--card))', foreground: 'hsl(var(--card-foreground))' },
        popover: { DEFAULT: 'hsl(var(--popover))', foreground: 'hsl(var(--popover-foreground))' },
        // Text tones, strongest first: headings, body on cards, body, secondary, hints.
        ink: {
          DEFAULT: channels('--ink'),
          soft: channels('--ink-soft'),
          muted: channels('--ink-muted'),
          subtle: channels('--ink-subtle'),
          faint: channels('--ink-faint'),
        },
        // Text on the brand gradient and on solid brand colours.
        'on-brand': channels('--on-brand'),
        // Surfaces, darkest first; translucency comes from the opacity modifier (bg-surface-card/60).
        // `tint` lightens whatever is below it (hover washes, chips); `overlay` dims the page under a dialog.
        surface: {
          page: channels('--surface-page'),
          card: channels('--surface-card'),
          raised: channels('--surface-raised'),
          tint: channels('--surface-tint'),
          overlay: channels('--surface-overlay'),
        },
        // Hairlines between and around surfaces, from barely there to emphasised.
        line: {
          DEFAULT: 'rgb(var(--line) / 0.1)',
          subtle: 'rgb(var(--line) / 0.05)',
          strong: 'rgb(var(--line) / 0.15)',
          bold: 'rgb(var(--line) / 0.2)',
        },
        // Accents: the brand's two hues (the gradient's cyan and purple ends) and the status hues.
        brand: colors.cyan,
        'brand-alt': colors.purple,
        danger: colors.red,
        warning: colors.amber,
        success: colors.green,
      },
      borderRadius: { lg: 'var(--radius)', md: 'calc(var(--radius) - 2px)', sm: 'calc(var(--radius) - 4px)' },
      fontFamily: {
        sans: ['Inter', 'ui-sans-serif', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'],
      },
      keyframes: {
        'fade-in-up': { from: { opacity: '0', transform: 'translateY(16px)' }, to: { opacity: '1', transform: 'none' } },
      },
      animation: { 'fade-in-up': 'fade-in-up 0.6s ease-out both' },
    },
  },
  plugins: [
    // The brand gradient, spelt once: fills (buttons, chips, progress bars), a diagonal one for
    // icon tiles and avatars, a brighter one for hover; washes, the same hues faint, behind call-
    // to-action panels; and gradient text (the brand name and key figures; `-strong` for
    // headline words).
    plugin(({ addUtilities }) => {
      const clipToText = { '-webkit-background-clip': 'text', 'background-clip': 'text', color: 'transparent' }
      addUtilities({
        '.bg-brand-gradient': { 'background-image': gradient(colors.cyan[500], colors.purple[600]) },
        '.bg-brand-gradient-diagonal': { 'background-image': gradient(colors.cyan[500], colors.purple[600], 'to bottom right') },
        '.bg-brand-gradient-bright': { 'background-image': gradient(colors.cyan[400], colors.purple[500]) },
        '.bg-brand-wash': { 'background-image': gradient(translucent(colors.cyan[500], 0.15), translucent(colors.purple[600], 0.15)) },
        '.bg-brand-wash-diagonal': {
          'background-image': gradient(translucent(colors.cyan[500], 0.1), translucent(colors.purple[600], 0.1), 'to bottom right'),
        },
        '.text-brand-gradient': { 'background-image': gradient(colors.cyan[300], colors.purple[300]), ...clipToText },
        '.text-brand-gradient-strong': { 'background-image': gradient(colors.cyan[400], colors.purple[400]), ...clipToText },
      })
    }),
  ],
} satisfies Config
