import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
const z = new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...en.dictionary }, graphs: common.adjacencyGraphs });
const inputs=['alex','rivera','alex.rivera','evergreen','health','dental','evergreen health & dental'];
const est=(p)=>{const a=z.check(p,inputs); const s=p.replace(/[^A-Za-z0-9]/g,''); const b=s===p?a:z.check(s,inputs); return [a.score,b.score,Math.log10(a.guesses).toFixed(1),Math.log10(b.guesses).toFixed(1)]};
for (const p of process.argv.slice(2)) console.log(p.padEnd(26), est(p).join(' '));
