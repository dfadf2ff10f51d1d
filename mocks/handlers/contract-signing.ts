import { PARTY_FIELDS } from '@/domain/contracts/party-fields';
import { checkBody } from '../contract/check-request';
import { pngOfDataUrl } from '../db/contract-sign-pdf';
import {
  STATUS_NAME,
  companyName,
  event,
  fieldValues,
  pagesOf,
  sealOf,
  signRefusal,
  statusOf,
} from '../db/contract-state';
import {
  contractSettingsTable,
  contractTable,
  contractTemplateTable,
  type ContractRow,
} from '../db/contracts';
import { str } from '../kit/fields';
import { now } from '../kit/time';
import { fail, ok, readBody, route, type FieldTexts } from '../kit/http';
import { makeSignedPdf } from '../db/contract-signed-file';

const refuse = (field: string, msg: string) => fail(422, msg, { [field]: msg });
const masked = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

/** The contract behind a signing link: only one that went out for signing has one. */
const byToken = (token: unknown) =>
  contractTable.list((c) => c.sign_token === str(token) && c.company_signed_at !== null)[0];

const INVALID_LINK = () => fail(404, '签署链接无效或已失效');

/** openapi/schemas/contract-flow.yaml#/ContractSigning: what the customer sees. */
function presentSigning(c: ContractRow) {
  const status = statusOf(c);
  const refusal = signRefusal(c);
  return {
    contract_no: c.contract_no,
    contract_name: c.contract_name,
    customer_name: c.customer_name,
    customer_phone: masked(c.customer_phone),
    company_name: companyName(),
    contract_file: c.contract_file,
    page_count: pagesOf(c),
    files: c.files,
    // the customer's phone is masked in their fields as in the header (a link may be forwarded)
    field_values: fieldValues(c).map((f) =>
      PARTY_FIELDS[f.name] === 'customer_phone' ? { ...f, value: masked(f.value) } : f,
    ),
    contract_end_time: c.contract_end_time,
    status,
    status_name: STATUS_NAME[status],
    company_signed: c.company_signed_at !== null,
    seal_name: c.company_signed_at ? (sealOf(c)?.name ?? null) : null,
    signed_at: c.signed_at,
    can_sign: !refusal,
    refusal,
    sign_notice: contractSettingsTable.get(1)?.sign_notice ?? '',
    demo_code: refusal ? null : c.sign_code,
    signed_file: c.signed_file,
    sign_positions: c.ct_id ? (contractTemplateTable.get(c.ct_id)?.sign_positions ?? []) : [],
    seal_image: c.company_signed_at ? (sealOf(c)?.image_url ?? null) : null,
  };
}

/**
 * An endpoint of the signing page: no session (the customer has none; the link's token is the key), the
 * body checked against the contract first like any other.
 */
const open = (
  path: string,
  resolve: (body: Record<string, unknown>) => Response | Promise<Response>,
  texts?: FieldTexts,
) =>
  route(path, async ({ request }) => {
    const body = await readBody(request);
    return checkBody(path, body, texts) ?? resolve(body);
  });

async function submit(body: Record<string, unknown>) {
  const c = byToken(body.token);
  if (!c) return INVALID_LINK();
  const refusal = signRefusal(c);
  if (refusal) return fail(1003, refusal);
  if (str(body.code) !== c.sign_code) return refuse('code', '验证码不正确');
  const signature = pngOfDataUrl(str(body.signature));
  if (!signature) return refuse('signature', '请先手写签名');
  const at = now();
  const made = await makeSignedPdf({ ...c, signed_at: at }, signature);
  if (made instanceof Response) return made;
  const saved = contractTable.update(c.id, {
    status: 4,
    signed_at: at,
    signed_file: made.url,
    updated_at: at,
    timeline: [...c.timeline, event('sign', '客户完成签署', null)],
  })!;
  return ok(presentSigning(saved), '签署成功');
}

function refuseToSign(body: Record<string, unknown>) {
  const c = byToken(body.token);
  if (!c) return INVALID_LINK();
  const refusal = signRefusal(c);
  if (refusal) return fail(1003, refusal);
  const reason = str(body.reason);
  const saved = contractTable.update(c.id, {
    status: 5,
    refuse_reason: reason,
    updated_at: now(),
    timeline: [...c.timeline, event('refuse', `拒签：${reason}`, null)],
  })!;
  return ok(presentSigning(saved), '已拒签');
}

/** /sign/<token>: the customer's signing page, outside the console's login. */
export const contractSigningHandlers = [
  open('contracts/sign/info', (body) => {
    const c = byToken(body.token);
    if (!c) return INVALID_LINK();
    // the issuer sees when the customer first opened the link
    if (!signRefusal(c) && !c.timeline.some((e) => e.action === 'view'))
      contractTable.update(c.id, { timeline: [...c.timeline, event('view', '客户查看了合同', null)] });
    return ok(presentSigning(contractTable.get(c.id)!));
  }),
  open('contracts/sign/submit', submit, {
    code: { label: '验证码', required: '请输入验证码', invalid: '验证码为6位数字' },
    signature: { label: '签名', required: '请先手写签名', max: '签名图片过大，请重新签名' },
  }),
  open('contracts/sign/refuse', refuseToSign, {
    reason: { label: '拒签原因', required: '请输入拒签原因', max: '拒签原因不能超过200个字符' },
  }),
];
