/**
 * Lighthouse 12 on every public page type, as `npm start` serves the production build: the
 * default (mobile) preset, i.e. simulated slow 4G and a 4x CPU slowdown. Each page is measured
 * BENCH_LIGHTHOUSE_RUNS times (3) and the median run (by performance score) is reported. The
 * simulated throttling keeps the figures comparable on a busy machine; the ratio columns compare
 * each page with the targets (performance 95, LCP 2.5 s).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.ts";
import { startFakeTranslateServer } from "../e2e/support/fake-translate-server.ts";
import { startServer } from "./support.ts";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const TARGET_PERFORMANCE = 95;
const TARGET_LCP_MS = 2500;

type PageFigures = {
  name: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Debian's Chromium, headless, with a DevTools port Lighthouse drives; its own profile directory. */
async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), "ayur-lighthouse-"));
  const child: ChildProcess = spawn(
    CHROME,
    ["--headless", ...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    { stdio: "ignore" },
  );
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${CHROME} exited during start-up`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // DevTools not listening yet
    }
    if (i > 200) throw new Error("Chromium's DevTools port never answered");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    async stop() {
      child.kill("SIGTERM");
      if (child.exitCode === null) await new Promise((r) => child.once("exit", r));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function measure(chromePort: number, name: string, url: string): Promise<PageFigures> {
  const runs: PageFigures[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Measures the page as the page cache serves it to every visitor after the first (the
    // cache keeps a page for under a minute, so each run asks once before Lighthouse does).
    await fetch(url, { headers: { "accept-language": "en-US,en;q=0.9" } }).then((r) => r.arrayBuffer());
    const result = await lighthouse(url, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    // BENCH_LIGHTHOUSE_REPORTS (a folder) keeps each run's whole report, to read where the time went.
    if (process.env.BENCH_LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.BENCH_LIGHTHOUSE_REPORTS, { recursive: true });
      const file = `${name.replace(/[^\w]+/g, "-").replace(/^-|-$/g, "") || "home"}-${i + 1}.json`;
      writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_REPORTS, file), JSON.stringify(result.lhr));
    }
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    runs.push({
      name,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcp: value("first-contentful-paint"),
      lcp: value("largest-contentful-paint"),
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      bytes: value("total-byte-weight"),
    });
  }
  runs.sort((a, b) => a.performance - b.performance || b.lcp - a.lcp);
  return runs[Math.floor(runs.length / 2)];
}

/** A recipe page's path, taken from the recipe list the site serves. */
async function recipePath(base: string): Promise<string> {
  const html = await (await fetch(`${base}/recipes`)).text();
  const match = html.match(/href="(\/recipes\/[^"?#/]+)"/);
  if (!match) throw new Error("no recipe link on /recipes");
  return match[1];
}

function printLighthouseTable(title: string, rows: PageFigures[]) {
  console.log(`\n${title}\n`);
  const head = ["page", "perf", "a11y", "bp", "seo", "FCP ms", "LCP ms", "TBT ms", "CLS", "KB", "perf ÷ 95", "LCP ÷ 2.5 s"];
  const widths = [28, 5, 5, 5, 5, 7, 7, 7, 6, 6, 10, 12];
  console.log(head.map((h, i) => (i === 0 ? h.padEnd(widths[i]) : h.padStart(widths[i]))).join(" "));
  for (const row of rows) {
    const cells = [
      row.name,
      String(row.performance),
      String(row.accessibility),
      String(row.bestPractices),
      String(row.seo),
      row.fcp.toFixed(0),
      row.lcp.toFixed(0),
      row.tbt.toFixed(0),
      row.cls.toFixed(3),
      (row.bytes / 1024).toFixed(0),
      (row.performance / TARGET_PERFORMANCE).toFixed(2),
      (row.lcp / TARGET_LCP_MS).toFixed(2),
    ];
    console.log(cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" "));
  }
  const missed = rows.filter(
    (r) => r.performance < TARGET_PERFORMANCE || r.lcp > TARGET_LCP_MS || r.accessibility < 100 || r.bestPractices < 100 || r.seo < 100,
  );
  console.log(missed.length === 0 ? "\nEvery page meets the targets." : `\nBelow target: ${missed.map((r) => r.name).join(", ")}`);
}

export default async function run() {
  // The Spanish and French pages are translated by a local engine that speaks LibreTranslate.
  const engine = await startFakeTranslateServer(0, 0);
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3912), {
    TRANSLATE_PROVIDER: "libretranslate",
    TRANSLATE_URL: `http://127.0.0.1:${(engine.address() as AddressInfo).port}`,
  });
  const chromium = await launchChromium();
  try {
    const recipe = await recipePath(server.base);
    const all: [string, string][] = [
      ["/", "/"],
      ["/recipes", "/recipes"],
      ["recipe page", recipe],
      ["/advanced-search", "/advanced-search"],
      ["static page (/about)", "/about"],
      ["/sitemap", "/sitemap"],
      // The Spanish and French versions, whose text the server translates.
      ["/es/", "/es/"],
      ["/es/recipes", "/es/recipes"],
      ["recipe page, es", `/es${recipe}`],
      ["recipe page, fr", `/fr${recipe}`],
      ["/fr/buffet-menus", "/fr/buffet-menus"],
    ];
    // BENCH_LIGHTHOUSE_PATHS (a regular expression) measures only the pages whose path matches: "^/(es|fr)/".
    const only = process.env.BENCH_LIGHTHOUSE_PATHS ? new RegExp(process.env.BENCH_LIGHTHOUSE_PATHS) : null;
    const pages = only ? all.filter(([, urlPath]) => only.test(urlPath)) : all;
    const rows: PageFigures[] = [];
    for (const [name, urlPath] of pages) rows.push(await measure(chromium.port, name, server.base + urlPath));
    printLighthouseTable(
      `Lighthouse 12 mobile preset (simulated slow 4G, 4x CPU), median of ${RUNS} runs, Chromium, node ${process.version}`,
      rows,
    );
  } finally {
    await chromium.stop();
    await server.stop();
    await new Promise((resolve) => engine.close(resolve));
  }
}
