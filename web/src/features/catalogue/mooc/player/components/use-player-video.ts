import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { VideoEvent } from '../../../../learning/use-watch-reporting';
import { adoptEarlyVideo } from '../early-video';
import { attachSource } from './attach-source';

/** A media event's handler, by its React prop name (`onTimeUpdate` listens to `timeupdate`). */
export type MediaHandlers = Record<`on${string}`, (event: VideoEvent) => void>;

interface Caption {
  language: string;
  label: string;
  url: string;
}

export interface PlayerVideoOptions {
  url: string;
  mediaType: string;
  label: string;
  className: string;
  testId: string;
  captions: readonly Caption[];
  /** The caption shown by default: the interface language's. */
  language: string;
  handlers: MediaHandlers;
  /** Called once with an element that played before the player took it over. */
  onTakenOver: (element: HTMLVideoElement) => void;
}

const eventName = (prop: string) => prop.slice(2).toLowerCase();

function newVideo(doc: Document): HTMLVideoElement {
  const video = doc.createElement('video');
  video.controls = true;
  video.preload = 'metadata';
  return video;
}

/**
 * The player's <video>, made here instead of drawn by React so that the class hour's early video
 * (early-video.ts), started before the app arrived, can become it: that element is moved into
 * the box and plays on, else a new one is made. Everything React would set (label, captions,
 * handlers, source) is kept up to date on it; `videoRef` points at it for the watch reporting.
 */
export function usePlayerVideo(
  boxRef: RefObject<HTMLDivElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
  options: PlayerVideoOptions,
): void {
  // Which element: in `videoRef`; whether it was taken over: here, so effects follow a change.
  const [taken, setTaken] = useState<{ adopted: boolean } | null>(null);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  // Made (or taken over) once per player, before the first paint, so it never shows twice.
  useLayoutEffect(() => {
    const slot = boxRef.current;
    if (!slot) return;
    const early = adoptEarlyVideo(latest.current.url, slot);
    const made = early ?? slot.appendChild(newVideo(document));
    videoRef.current = made;
    setTaken({ adopted: Boolean(early) });
    return () => {
      made.remove();
      videoRef.current = null;
    };
  }, [boxRef, videoRef]);

  // Listeners call the handlers of the latest render; what a taken-over element played counts.
  useEffect(() => {
    const element = videoRef.current;
    if (!taken || !element) return;
    const props = Object.keys(latest.current.handlers) as (keyof MediaHandlers)[];
    const listeners = props.map((prop) => {
      const listener = () => latest.current.handlers[prop]?.({ currentTarget: element });
      element.addEventListener(eventName(prop), listener);
      return () => element.removeEventListener(eventName(prop), listener);
    });
    if (taken.adopted) latest.current.onTakenOver(element);
    return () => listeners.forEach((remove) => remove());
  }, [taken, videoRef]);

  const { label, className, testId, url, mediaType, captions, language } = options;
  // Before the paint too: the element never shows without its class.
  useLayoutEffect(() => {
    const element = videoRef.current;
    if (!taken || !element) return;
    element.setAttribute('aria-label', label);
    element.className = className;
    element.dataset.testid = testId;
  }, [taken, videoRef, label, className, testId]);

  useEffect(() => {
    const element = videoRef.current;
    if (!taken || !element) return;
    const tracks = captions.map((caption) => {
      const track = document.createElement('track');
      track.kind = 'captions';
      track.src = caption.url;
      track.srclang = caption.language;
      track.label = caption.label;
      track.default = caption.language === language;
      return element.appendChild(track);
    });
    return () => tracks.forEach((track) => track.remove());
  }, [taken, videoRef, captions, language]);

  useEffect(() => {
    const element = videoRef.current;
    // The early video came with this very address.
    if (!taken || !element || element.getAttribute('src') === url) return;
    let cleanup = () => undefined as void;
    let cancelled = false;
    void attachSource(element, url, mediaType).then((done) => {
      if (cancelled) done();
      else cleanup = done;
    });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [taken, videoRef, url, mediaType]);
}
