// The procedural engine's version, stored with every entity so output can be traced to the code that wrote it.
export const ENGINE_VERSION = '1.2.0';
