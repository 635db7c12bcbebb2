import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import CaretRightOutlined from '@ant-design/icons-svg/es/asn/CaretRightOutlined';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import PauseOutlined from '@ant-design/icons-svg/es/asn/PauseOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { SvgIcon } from '../../../components/icon/svg-icon';
import type { ContentCard } from '@qiao/contracts/catalogue-home';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { CoverImage } from '../../catalogue/search';
import styles from './banner-carousel.module.css';

const ADVANCE_MS = 7000;
/** Course covers are made at 640×360; the slide's CSS fills its box with any cover's shape. */
const COVER_SIZE = { width: 640, height: 360 };

/**
 * Featured content, one slide at a time. It moves on by itself unless the visitor asked for less
 * motion, pressed pause, or is pointing at or focused inside it; arrows and dots move it by hand.
 */
export function BannerCarousel({ banners }: { banners: readonly ContentCard[] }) {
  const { t } = useTranslation('home');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [holding, setHolding] = useState(false);
  const count = banners.length;
  const moving = count > 1 && !reducedMotion && !paused && !holding;

  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [moving, count]);

  if (count === 0) return null;
  const index = current % count;
  const go = (next: number) => setCurrent((next + count) % count);

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('banners.role')}
      aria-label={t('banners.label')}
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={() => setHolding(false)}
    >
      <div className={styles.viewport} aria-live={moving ? 'off' : 'polite'}>
        {banners.map((banner, slide) => (
          <div
            key={banner.id}
            className={styles.slide}
            role="group"
            aria-roledescription={t('banners.slide')}
            aria-label={t('banners.position', { index: slide + 1, count })}
            hidden={slide !== index}
          >
            <CoverImage
              src={banner.cover}
              className={styles.image}
              lazy={false}
              priority={slide === 0}
              size={COVER_SIZE}
              fallback={<span className={styles.art} aria-hidden="true" />}
            />
            <div className={styles.caption}>
              <span className={styles.kind}>
                {t(`banners.kind.${banner.kind === 'course' ? 'course' : 'other'}`)}
              </span>
              <h2 className={styles.title} dir="auto">
                {banner.title}
              </h2>
              {banner.summary && (
                <p className={styles.summary} dir="auto">
                  {banner.summary}
                </p>
              )}
              <Link to={banner.route} className={styles.open}>
                {t('banners.open')}
              </Link>
            </div>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => go(index - 1)}
            aria-label={t('banners.previous')}
          >
            <SvgIcon icon={LeftOutlined} className="qiao-mirror" aria-hidden="true" />
          </button>
          <div className={styles.dots}>
            {banners.map((banner, slide) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-current={slide === index ? 'true' : undefined}
                aria-label={t('banners.position', { index: slide + 1, count })}
                onClick={() => go(slide)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.control}
            onClick={() => go(index + 1)}
            aria-label={t('banners.next')}
          >
            <SvgIcon icon={RightOutlined} className="qiao-mirror" aria-hidden="true" />
          </button>
          {!reducedMotion && (
            <button
              type="button"
              className={styles.control}
              onClick={() => setPaused((value) => !value)}
              aria-label={paused ? t('banners.play') : t('banners.pause')}
            >
              {paused ? (
                <SvgIcon icon={CaretRightOutlined} aria-hidden="true" />
              ) : (
                <SvgIcon icon={PauseOutlined} aria-hidden="true" />
              )}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
