import { useCallback, useEffect, useState } from 'react';

/**
 * The fallback for a reading without a recording (server/data/writing/sounds): the browser's own
 * speech synthesis, only when it has a Chinese (zh-CN first) voice; without one nothing is offered,
 * rather than a voice that would read it wrong. Voices often arrive after the page, hence the event.
 */
export function useChineseVoice() {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | undefined>(undefined);
  useEffect(() => {
    const synthesis = typeof window === 'undefined' ? undefined : window.speechSynthesis;
    if (!synthesis) return;
    const choose = () => {
      const voices = synthesis.getVoices();
      const normal = (lang: string) => lang.replace('_', '-').toLowerCase();
      setVoice(
        voices.find((one) => normal(one.lang) === 'zh-cn') ??
          voices.find((one) => normal(one.lang).startsWith('zh')),
      );
    };
    choose();
    synthesis.addEventListener('voiceschanged', choose);
    return () => synthesis.removeEventListener('voiceschanged', choose);
  }, []);
  const speak = useCallback(
    (text: string) => {
      if (!voice) return;
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      utterance.rate = 0.8;
      window.speechSynthesis.cancel();
      window.speechSynthesis.speak(utterance);
    },
    [voice],
  );
  return { available: voice !== undefined, speak };
}
