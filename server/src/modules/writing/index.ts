// The writing module's public entry: all that other modules and the composition root may import
// from it (eslint/boundaries-server.js). Everything else in this folder is private.
export { writingModule } from './module';
// The character and word data, read by the games for their rounds.
export { characterData, type CharacterData } from './character-data';
export { readStrokeData } from './stroke-data';
// Each reading's recorded syllable, played by the tone game.
export { readingSounds } from './syllable-sounds';
