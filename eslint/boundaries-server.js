// Boundaries of the server's code (modules, platform, app): filled in with the rules of
// docs/ARCHITECTURE.md "Boundaries". An array of flat-config objects.
export default [];
