import type { Plugin } from "vite";

interface Node {
  type: string;
  start: number;
  end: number;
  declaration?: Node | null;
  declarations?: { init?: Node | null }[];
}

// Initialisers that are obviously free of side effects and need no wrapping.
const plain = new Set(["Literal", "ArrowFunctionExpression", "FunctionExpression", "Identifier"]);

/**
 * @life/contracts builds its zod schemas at module level. Rollup cannot prove that chains like
 * `z.string().min(1)` are side-effect free, so importing one constant (domainLabels) would pull
 * in every schema and all of zod (~40 kB gzipped). Building a schema has no observable effect,
 * so in the web build each top-level initialiser of the contracts source is wrapped in a
 * `@__PURE__` IIFE: unused schemas (and with them zod) are dropped, used constants stay.
 */
export function pureContracts(): Plugin {
  return {
    name: "life:pure-contracts",
    apply: "build",
    enforce: "post",
    transform(code, id) {
      if (!/[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const inits: Node[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
        if (declaration?.type !== "VariableDeclaration") continue;
        for (const { init } of declaration.declarations ?? []) {
          if (init && !plain.has(init.type)) inits.push(init);
        }
      }
      let out = code;
      // Splice from the end so earlier offsets stay valid.
      for (const init of inits.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${out.slice(init.start, init.end)}))()${out.slice(init.end)}`;
      }
      return { code: out, map: null };
    },
  };
}
