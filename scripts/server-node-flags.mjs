// The Node flags the server process runs with: `npm start`, the bench and the tests that start the
// real entry all take them from here.
//
// A young generation of at most 4 MB semi-spaces (Node's default lets it grow to 16 MB each): the
// server's answers are small and short-lived, so scavenges stay cheap, and an idle server holds
// about 30 MB less (decision 074: the embedded default must idle within 400 MB).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
