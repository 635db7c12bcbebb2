import type { GameSound } from './game-sound';

type Note = { frequency: number; at: number; length: number; wave?: OscillatorType };

let context: AudioContext | undefined;
// One AudioContext for the page, made on the first sound (browsers allow it after a gesture).
function audioContext(): AudioContext | undefined {
  if (typeof AudioContext === 'undefined') return undefined;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
  return context;
}

function play(notes: readonly Note[]) {
  const audio = audioContext();
  if (!audio) return;
  for (const note of notes) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    const start = audio.currentTime + note.at;
    oscillator.type = note.wave ?? 'sine';
    oscillator.frequency.value = note.frequency;
    gain.gain.setValueAtTime(0.18, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + note.length);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + note.length);
  }
}

/** A Chinese voice of the browser's speech synthesis, if it has one. */
export function chineseVoice(): SpeechSynthesisVoice | undefined {
  if (typeof speechSynthesis === 'undefined') return undefined;
  return speechSynthesis.getVoices().find((voice) => /^(zh|cmn)([-_]|$)/i.test(voice.lang));
}

/** Whether the browser can speak Chinese; voices may arrive a moment after the page loads. */
export async function canSpeakChinese(waitMs = 600): Promise<boolean> {
  if (chineseVoice()) return true;
  if (typeof speechSynthesis === 'undefined') return false;
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  return chineseVoice() !== undefined;
}

function speak(text: string): Promise<void> {
  const voice = chineseVoice();
  if (!voice) return Promise.reject(new Error('No Chinese voice'));
  return new Promise((resolve, reject) => {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.rate = 0.8;
    utterance.onend = () => resolve();
    utterance.onerror = () => reject(new Error('Speech failed'));
    speechSynthesis.cancel();
    speechSynthesis.speak(utterance);
  });
}

let playing: HTMLAudioElement | undefined;
function playRecording(address: string): Promise<void> {
  playing?.pause();
  const audio = new Audio(address);
  playing = audio;
  return new Promise((resolve, reject) => {
    audio.onended = () => resolve();
    audio.onerror = () => reject(new Error('Recording failed'));
    audio.play().catch(reject);
  });
}

/** The games' sound: Web Audio tones for effects, recordings or speech for Chinese. */
export function webGameSound(on: boolean): GameSound {
  return {
    on,
    right: () =>
      on &&
      play([
        { frequency: 660, at: 0, length: 0.12 },
        { frequency: 990, at: 0.1, length: 0.2 },
      ]),
    wrong: () => on && play([{ frequency: 180, at: 0, length: 0.25, wave: 'square' }]),
    finished: () =>
      on &&
      play([
        { frequency: 523, at: 0, length: 0.15 },
        { frequency: 659, at: 0.15, length: 0.15 },
        { frequency: 784, at: 0.3, length: 0.35 },
      ]),
    // A word asked for is heard even with effects off: the listening games cannot be played mute.
    say: ({ audio, speech }) => (audio ? playRecording(audio) : speak(speech)),
  };
}
