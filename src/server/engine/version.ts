// The procedural engine's version, stored with every entity so output can be traced to the code that wrote it.
// 1.3.0: typed titles give the trade and the class, site names never stutter, stat blocks name their free language.
// 2.0.0: the content round of issues 19-21: NPCs and items told in many more shapes, typed input kept and drawn,
// factions' secret faces and a town's sentences measured against repetition at volume.
// 2.1.0: names, ladders and appearance frames through world memory; portraits drawn in their art style; towns' titles,
// councils and maps at their own scale; items' openings, agreement and slings.
// 2.2.0: world memory counted per alternative (pools rotate); code-made picks through it (engine/world-pick.ts);
// towns' governments and trades, factions' resources and rituals, NPCs' hooks and items' eras told in far more shapes.
// 2.3.0: a blind read's fixes: towns' frames and placing, factions' typed places and purposes, NPCs' English and
// typed trades, items' colours, shapes and wanderings.
// 2.4.0: blind read 4: towns' water and seats decided once, factions' rites and joins, NPCs' traits and names,
// items' names, attunement and legends.
// 2.5.0: drafts settle the request's open choices alike (no tilt to rare ones); NPCs' wears joined, items' eight
// openings, towns' ties told once and hamlets at scale, factions' officers by rank and a watch that is a watch.
// 2.6.0: a GM's week read fresh: frames composed of short parts (towns' hooks and stories, NPCs' asks, items' rules
// lines), shared foe hooks, looks through world memory; items' art draws the named object; factions' rivals and HQs.
// 2.7.0: blind read 5: beats rotate and fit (NPCs' keepsakes and smiths, items' openings from their powers, towns'
// threats and people, factions' weaknesses and typed truths); home places said at most twice; typed slots win.
// 2.7.1: a rumoured faction's public face names none of its people, rivals or allies; six more rumours.
// 2.8.0: blind read 5 again: towns' ungoverned, mining and underground lines; factions' abilities, secrecy frames and
// oaths in many more shapes, titles that agree with their holders; NPCs' joins, hooks, mannerisms and fitting looks;
// items' stated purposes read from their rules.
export const ENGINE_VERSION = '2.8.0';
