import { ArrowRight, ChevronDown, Pause, Play } from 'lucide-react'
import { Fragment, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button-variants'
import { env } from '@/config/env'
import { company } from '@/content/company'
import { imageSize } from '@/content/images'
import { KEEP_CLEAR_ATTRIBUTE } from '@/lib/keep-clear'
import { SectionLink } from '@/components/section-link'
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/hooks/use-media-query'
import { clsx } from 'clsx'
import { useScrollSlowdown } from '../hooks/use-scroll-slowdown'

const { hero, heroFigures } = company
const posterSize = imageSize(hero.poster)
// The headline's closing words carry the accent gradient.
const ACCENT = 'AI-Powered Software'
const accentAt = hero.headline.indexOf(ACCENT)
const headlineLead = accentAt >= 0 ? hero.headline.slice(0, accentAt) : hero.headline
const headlineAccent = accentAt >= 0 ? hero.headline.slice(accentAt) : ''

/**
 * The home hero (id 'home'): headline, sub-text, 'Launch Your Vision' to /contact#form, three
 * figures, and a muted looping background video. The local poster shows at once and stays if
 * the video cannot load; under prefers-reduced-motion the video does not start by itself.
 */
export function HeroSection() {
  const videoUrl = env.VITE_HERO_VIDEO_URL
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY)
  const videoRef = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  const [failed, setFailed] = useState(false)
  const hasVideo = Boolean(videoUrl) && !failed
  useScrollSlowdown(videoRef, hasVideo)

  useEffect(() => {
    const video = videoRef.current
    if (!video || reducedMotion) return
    // React sets `muted` as a property only; browsers allow autoplay for muted media.
    video.muted = true
    video.play().catch(() => {
      // Autoplay refused (e.g. data saver): the poster stays.
    })
  }, [reducedMotion, hasVideo])

  const togglePlayback = () => {
    const video = videoRef.current
    if (!video) return
    if (video.paused) void video.play().catch(() => undefined)
    else video.pause()
  }

  return (
    <section
      id={hero.sectionId}
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden"
    >
      <img
        src={hero.poster}
        alt=""
        width={posterSize?.width}
        height={posterSize?.height}
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      {videoUrl && !failed && (
        <video
          ref={videoRef}
          src={videoUrl}
          poster={hero.poster}
          muted
          loop
          playsInline
          autoPlay={!reducedMotion}
          preload={reducedMotion ? 'none' : 'auto'}
          aria-hidden="true"
          tabIndex={-1}
          onPlaying={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onError={() => {
            console.warn(`Hero video failed to load: ${videoUrl}`)
            setFailed(true)
          }}
          className={clsx(
            'absolute inset-0 -z-20 size-full object-cover transition-opacity duration-1000',
            playing ? 'opacity-100' : 'opacity-0',
          )}
        />
      )}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-surface-page/70 via-surface-page/60 to-background" />

      <div className="container py-20 text-center">
        <p className="mx-auto mb-6 inline-flex items-center gap-2 rounded-full border border-brand-400/30 bg-brand-400/10 px-4 py-1.5 text-sm font-medium text-brand-200">
          <span className="size-2 rounded-full bg-brand-300 motion-safe:animate-pulse" aria-hidden="true" />
          {company.tagline}
        </p>
        <h1 id="hero-title" className="mx-auto max-w-4xl text-4xl font-extrabold tracking-tight text-ink sm:text-6xl lg:text-7xl">
          {headlineLead}
          {headlineAccent && (
            <span className="bg-gradient-to-r from-brand-300 via-sky-400 to-brand-alt-400 bg-clip-text text-transparent">
              {/* Words stay whole ("AI-Powered" must not break at its hyphen); the spaces
                  between them stay outside, so a narrow screen can still wrap there. */}
              {headlineAccent.split(' ').map((word, index) => (
                <Fragment key={word}>
                  {index > 0 && ' '}
                  <span className="whitespace-nowrap">{word}</span>
                </Fragment>
              ))}
            </span>
          )}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-ink-soft sm:text-xl">{hero.subtext}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to={hero.ctaHref} className={buttonVariants({ variant: 'gradient', size: 'lg', className: 'w-full sm:w-auto' })}>
            {hero.ctaLabel} <ArrowRight aria-hidden="true" />
          </Link>
          <SectionLink
            item={{ label: 'Explore Services', href: '/#services', section: 'services' }}
            className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full border-line-bold bg-surface-tint/5 sm:w-auto' })}
          />
        </div>
        {/* The figures stay readable on a phone's first screen: the chat button steps aside. */}
        <dl {...{ [KEEP_CLEAR_ATTRIBUTE]: '' }} className="mx-auto mt-14 grid max-w-3xl grid-cols-3 gap-3 sm:gap-6">
          {heroFigures.map((figure) => (
            <div key={figure.label} className="flex flex-col rounded-2xl border border-line bg-surface-page/50 p-3 backdrop-blur sm:p-5">
              <dt className="order-2 mt-1 text-xs text-ink-muted sm:text-sm">{figure.label}</dt>
              <dd className="order-1 text-brand-gradient text-2xl font-bold sm:text-4xl">
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>

      <ChevronDown className="absolute bottom-6 left-1/2 size-6 -translate-x-1/2 text-ink-subtle motion-safe:animate-bounce" aria-hidden="true" />
      {hasVideo && (
        <button
          type="button"
          onClick={togglePlayback}
          aria-label={playing ? 'Pause background video' : 'Play background video'}
          className="absolute bottom-5 left-5 grid size-10 place-items-center rounded-full border border-line-bold bg-surface-page/60 text-ink-soft backdrop-blur hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
        </button>
      )}
    </section>
  )
}
