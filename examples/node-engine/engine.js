#!/usr/bin/env node
// A tiny WoW TCG engine behind the runner contract (docs/conformance/runner-contract.md), written
// from the contract alone: it plays the "minimal" profile (generic cards, combat, damage, the
// chain of a plain attack) and answers "unsupported" for everything else.
//
//   node engine.js               one exported scenario on stdin, one result on stdout
//   node engine.js --persistent  one scenario per line, one result per line, until stdin closes
"use strict";

const ENGINE = { name: "tiny-node-engine", version: "0.1.0" };
const SUPPORTED = ["mechanic:combat", "mechanic:damage", "mechanic:chain", "card:Generic *", "card:Unnamed resource"];
const ENTRIES = ["attack", "pass"]; // the script entries it can follow

class Unsupported extends Error {}

function glob(pattern, text) {
  const re = new RegExp("^" + pattern.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*").replace(/\?/g, ".") + "$");
  return re.test(text);
}

function checkSupported(exported) {
  const order = (f) => ["mechanic:", "keyword:", "construct:", "card:"].findIndex((prefix) => f.startsWith(prefix));
  for (const feature of [...exported.features].sort((a, b) => order(a) - order(b))) { // the broadest first
    if (!SUPPORTED.some((p) => glob(p, feature))) throw new Unsupported(feature);
  }
  for (const entry of exported.scenario.script) {
    const kind = Object.keys(entry).find((k) => entry[k] !== null && !["by", "when", "at", "rejected"].includes(k));
    if (!ENTRIES.includes(kind)) throw new Unsupported(`entry:${kind}`);
    if (entry.when || entry.at) throw new Unsupported("entry timing");
  }
  const s = exported.scenario;
  if (s.setup.phase !== "action" || s.refused.length || s.checkpoints.length) throw new Unsupported("setup or script");
}

// -- the board ---------------------------------------------------------------------------------

const ZONES = { hero: "play", play: "play", hand: "hand", deck: "deck", graveyard: "graveyard", resource_row: "play" };

function setUp(exported) {
  const defs = Object.fromEntries(exported.cards.map((c) => [c.name, c]));
  const game = { players: [], cards: new Map(), packets: [], waves: [], turnPlayer: exported.scenario.setup.turn_player,
                 losers: [], winners: null };
  for (const p of exported.scenario.setup.players) {
    game.players.push(p.name);
    for (const field of Object.keys(ZONES)) {
      const states = field === "hero" ? [p.hero] : p[field];
      states.forEach((state) => {
        if (state.attached_to || state.token_from) throw new Unsupported("attachments or tokens");
        const def = defs[state.card];
        game.cards.set(state.id, { id: state.id, def, owner: p.name, zone: ZONES[field], field,
          damage: state.damage, exhausted: state.exhausted, faceDown: state.face_down });
      });
    }
  }
  return game;
}

const card = (game, id) => {
  const c = game.cards.get(id);
  if (!c) throw new Error(`no card ${id}`);
  return c;
};
const health = (c) => c.def.health;
const heroOf = (game, player) => [...game.cards.values()].find((c) => c.owner === player && c.field === "hero");

// -- combat (600-603), damage (405, 408) and destruction (410.6) --------------------------------

function attack(game, entry) {
  const attacker = card(game, entry.attack);
  const defender = card(game, entry.defender);
  let atk = attacker.def.atk || 0;
  let type = attacker.def.damage_type;
  if (entry.strike) { // a hero strikes with a weapon: pay its strike cost, exhaust it, use its ATK
    const weapon = card(game, entry.strike);
    pay(game, attacker.owner, weapon.def.strike_cost || 0);
    weapon.exhausted = true;
    atk = weapon.def.atk; type = weapon.def.damage_type;
  }
  attacker.exhausted = true; // the attacker exhausts as it attacks
  const back = defender.def.atk || 0; // a hero without a weapon deals no combat damage back
  const dealt = [[attacker, defender, atk, type], [defender, attacker, back, defender.def.damage_type]];
  for (const [source, to, amount, dtype] of dealt) { // combat damage is dealt at the same time
    if (amount > 0) {
      to.damage += amount;
      game.packets.push({ damage: amount, type: dtype, combat: true, source: source.id, to: to.id,
                          controller: source.owner });
    }
  }
  destroyTheDead(game);
}

// The contract's default payment order: unnamed face-down resources, then other face-down ones,
// then face-up ones, oldest (first listed) first within each.
function pay(game, player, amount) {
  const ready = [...game.cards.values()].filter((c) => c.owner === player && c.field === "resource_row" &&
                                                      c.zone === "play" && !c.exhausted);
  const rank = (c) => (c.def.name === "Unnamed resource" ? 0 : c.faceDown ? 1 : 2);
  const order = ready.map((c, i) => [rank(c), i, c]).sort((a, b) => a[0] - b[0] || a[1] - b[1]).map((x) => x[2]);
  if (order.length < amount) throw new Error(`${player} can't pay ${amount}`);
  order.slice(0, amount).forEach((c) => { c.exhausted = true; });
}

function destroyTheDead(game) {
  const dead = [...game.cards.values()].filter((c) => c.zone === "play" && health(c) != null && c.damage >= health(c));
  const allies = dead.filter((c) => c.field !== "hero");
  if (allies.length) {
    game.waves.push(allies.map((c) => c.id));
    for (const c of allies) { c.zone = "graveyard"; c.damage = 0; c.exhausted = false; }
  }
  const lost = dead.filter((c) => c.field === "hero").map((c) => c.owner);
  if (lost.length) {
    game.losers.push(lost);
    game.winners = game.players.filter((p) => !game.losers.flat().includes(p));
  }
}

function play(exported) {
  const game = setUp(exported);
  for (const entry of exported.scenario.script) {
    if (game.winners) throw new Error("the game is over, but the script goes on");
    if (entry.by !== game.turnPlayer) throw new Unsupported("actions out of turn");
    if (entry.attack) attack(game, entry);
  }
  return game;
}

// -- the result ---------------------------------------------------------------------------------

function state(game) {
  const cards = {};
  const inPlay = {};
  for (const c of game.cards.values()) {
    const here = c.zone === "play";
    cards[c.id] = { name: c.def.name, zone: c.zone, owner: c.owner, controller: c.owner, damage: c.damage,
      exhausted: c.exhausted, face_down: c.faceDown,
      row: here ? (c.field === "hero" ? "hero" : c.field === "resource_row" ? "resource" : "ally") : null,
      atk: here ? c.def.atk : null, health: here ? c.def.health : null };
    if (here) inPlay[c.def.name] = (inPlay[c.def.name] || 0) + 1;
  }
  const players = {};
  for (const name of game.players) {
    const mine = [...game.cards.values()].filter((c) => c.owner === name);
    const resources = mine.filter((c) => c.field === "resource_row" && c.zone === "play");
    players[name] = { resources: resources.length, ready_resources: resources.filter((c) => !c.exhausted).length,
      hand: mine.filter((c) => c.zone === "hand").length, deck: mine.filter((c) => c.zone === "deck").length };
  }
  return { turn_player: game.turnPlayer, winners: game.winners, losers: game.losers, waves: game.waves,
           packets: game.packets, in_play: inPlay, cards, players, rejected: [] };
}

function answer(text) {
  let exported;
  try {
    exported = JSON.parse(text);
  } catch (e) {
    return { id: "", engine: ENGINE, error: `the input is not JSON: ${e.message}` };
  }
  const id = exported.id || "";
  try {
    checkSupported(exported);
    return { id, engine: ENGINE, final: state(play(exported)), checkpoints: [] };
  } catch (e) {
    if (e instanceof Unsupported) return { id, engine: ENGINE, unsupported: { feature: e.message } };
    return { id, engine: ENGINE, error: String(e.message || e) };
  }
}

function main() {
  const persistent = process.argv.includes("--persistent");
  let buffered = "";
  process.stdin.setEncoding("utf8");
  process.stdin.on("data", (chunk) => {
    buffered += chunk;
    if (!persistent) return;
    let end;
    while ((end = buffered.indexOf("\n")) >= 0) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      if (line.trim()) process.stdout.write(JSON.stringify(answer(line)) + "\n");
    }
  });
  process.stdin.on("end", () => {
    if (!persistent && buffered.trim()) process.stdout.write(JSON.stringify(answer(buffered)) + "\n");
  });
}

main();
