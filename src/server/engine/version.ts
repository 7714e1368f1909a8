// The procedural engine's version, stored with every entity so output can be traced to the code that wrote it.
// 1.3.0: typed titles give the trade and the class, site names never stutter, stat blocks name their free language.
export const ENGINE_VERSION = '1.3.0';
