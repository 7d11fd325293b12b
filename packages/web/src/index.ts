// The React member app lands with the web-app issue; it composes core and adapters.
export {};
