import type { InterpretedLine, OrderEmail, OrderInterpretation } from '@oms/contracts';
import { z } from 'zod';
import { lineConfidence, notListedConfidence, orderConfidence } from './confidence';
import { interpretOrder } from './interpretOrder';
import { bodyTextOf, orderTextOf } from './orderText';
import { matchThreshold, PriceFileIndex } from './productMatching';
import type { SupplierContext } from './supplierContext';

/**
 * The optional LLM adapter: an OpenAI-compatible chat completions endpoint reads the e-mail; its
 * answer is checked (zod), its venue must be one of the supplier's customers, and its lines go
 * through the same product matching as the built-in extractor's. Any failure (network, status,
 * an answer that does not parse) falls back to the built-in reading.
 */
export interface LlmSettings {
  url: string;
  key?: string;
  model: string;
  timeoutMs?: number;
}

export const llmSettingsFrom = (env: NodeJS.ProcessEnv): LlmSettings | null => {
  const url = env.COPILOT_LLM_URL?.trim();
  const model = env.COPILOT_LLM_MODEL?.trim();
  if (!url || !model) return null;
  return { url, model, key: env.COPILOT_LLM_KEY?.trim() || undefined };
};

const llmAnswer = z.object({
  venueId: z.string().nullable().optional(),
  deliveryDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .optional(),
  lines: z
    .array(
      z.object({
        text: z.string().min(1),
        quantity: z.coerce.number().positive(),
        sku: z.string().nullable().optional(),
      }),
    )
    .default([]),
  notInPriceFile: z.array(z.string()).default([]),
});

type LlmAnswer = z.infer<typeof llmAnswer>;

const endpointOf = (url: string) =>
  /\/chat\/completions\/?$/.test(url) ? url : `${url.replace(/\/+$/, '')}/chat/completions`;

const instructions = [
  'You read order e-mails that UK hospitality venues send to a food and drink supplier.',
  'Answer with one JSON object only: {"venueId": string|null, "deliveryDate": "YYYY-MM-DD"|null,',
  '"lines": [{"text": the product as written, "quantity": number of price-file units, "sku": string|null}],',
  '"notInPriceFile": [items asked for that the price file does not list, as written]}.',
  'venueId is one of the customers listed, or null when the e-mail does not say which; never guess.',
  'Resolve relative dates against the sending date given (Europe/London); null when no date is asked for.',
  'Ignore quoted earlier messages and signatures. Use a sku only when it is in the price file.',
].join(' ');

const promptOf = (email: OrderEmail, context: SupplierContext): string => {
  const text = orderTextOf(bodyTextOf(email)).lines.join('\n');
  const attachments = email.attachments
    .filter((attachment) => attachment.text)
    .map((attachment) => `Attachment ${attachment.filename}:\n${attachment.text}`)
    .join('\n\n');
  const customers = context.customers
    .map((customer) =>
      [customer.venueId, customer.title, customer.addressLine1, customer.addressCity, customer.accountNumber]
        .filter(Boolean)
        .join(' | '),
    )
    .join('\n');
  const senders = context.accounts
    .map((account) => `${[account.email, ...account.secondaryEmails].join(', ')} -> ${account.venueIds.join(', ')}`)
    .join('\n');
  const products = context.products.map((product) => `${product.sku} | ${product.title} | ${product.size}`).join('\n');
  return [
    `Customers (venueId | name | address | city | account number):\n${customers}`,
    `Known sender addresses -> venues they hold:\n${senders}`,
    `Price file (sku | title | size):\n${products}`,
    `E-mail from ${email.from}, sent ${email.sentAt}, subject "${email.subject}":\n${text}`,
    attachments,
  ]
    .filter(Boolean)
    .join('\n\n');
};

const contentOf = (body: unknown): string => {
  const parsed = z
    .object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) })
    .parse(body);
  return parsed.choices[0]?.message.content ?? '';
};

const jsonIn = (content: string): unknown => {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(content);
  return JSON.parse((fenced?.[1] ?? content).trim());
};

/** The model's answer mapped onto the supplier's data: customers only, products through the shared matching. */
export const interpretationFromLlm = (
  answer: LlmAnswer,
  context: SupplierContext,
  index: PriceFileIndex,
  extractorName: string,
): OrderInterpretation => {
  const venue = context.customers.find((customer) => customer.venueId === answer.venueId) ?? null;
  const lines: InterpretedLine[] = [];
  const notInPriceFile = [...answer.notInPriceFile];
  for (const line of answer.lines) {
    const quoted = line.sku ? index.productBySku(line.sku) : null;
    const match = index.match(line.text);
    const matched = match && match.score >= matchThreshold ? match : null;
    const product = quoted ?? matched?.product ?? null;
    if (!product) {
      notInPriceFile.push(line.text);
      lines.push({
        source: line.text,
        quantity: line.quantity,
        productId: null,
        sku: null,
        title: null,
        confidence: notListedConfidence(match),
        explanation: 'Not in supplier price file: the model named no listed product and no title comes near.',
      });
      continue;
    }
    const agrees = matched?.product.productId === product.productId;
    lines.push({
      source: line.text,
      quantity: line.quantity,
      productId: product.productId,
      sku: product.sku,
      title: product.title,
      confidence: matched && agrees ? lineConfidence(matched, true) : 0.6,
      explanation: quoted
        ? `The model gave the sku ${product.sku}${agrees ? ', and the title matches too' : ''}.`
        : `Title ${Math.round((matched?.score ?? 0) * 100)} % alike.`,
    });
  }
  return {
    venueId: venue?.venueId ?? null,
    venueExplanation: venue
      ? `The model named ${venue.title}.`
      : 'Venue Not Recognised: the model named none of this supplier’s customers.',
    deliveryDate: answer.deliveryDate ?? null,
    deliveryDateExplanation: answer.deliveryDate
      ? 'Read by the model.'
      : 'The model found no particular date asked for.',
    lines,
    notInPriceFile,
    confidence: orderConfidence({
      lines: lines.map((line) => line.confidence),
      venueCertainty: venue ? 0.9 : 0,
    }),
    extractor: extractorName,
  };
};

export const llmExtractorName = (settings: LlmSettings) => `llm:${settings.model}`;

/** Reads an e-mail through the model; on any failure, the built-in reading (and says why in the log). */
export const interpretWithLlm = async (
  email: OrderEmail,
  context: SupplierContext,
  settings: LlmSettings,
  log: (message: string) => void = () => {},
): Promise<OrderInterpretation> => {
  const index = new PriceFileIndex(context.products);
  try {
    const response = await fetch(endpointOf(settings.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.key ? { authorization: `Bearer ${settings.key}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: instructions },
          { role: 'user', content: promptOf(email, context) },
        ],
      }),
      signal: AbortSignal.timeout(settings.timeoutMs ?? 60_000),
    });
    if (!response.ok) throw new Error(`the endpoint answered ${response.status}`);
    const answer = llmAnswer.parse(jsonIn(contentOf(await response.json())));
    return interpretationFromLlm(answer, context, index, llmExtractorName(settings));
  } catch (error) {
    log(
      `Co-Pilot LLM extraction failed, read by the built-in extractor: ${error instanceof Error ? error.message : String(error)}`,
    );
    return interpretOrder(email, context, index);
  }
};
