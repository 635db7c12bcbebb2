// Boundaries of the web app's code (features, components, session, api, app): filled in with the
// rules of docs/ARCHITECTURE.md "Boundaries". An array of flat-config objects.
export default [];
