import { FONT_FAMILY } from '@/lib/font-family';

/**
 * The login form's stylesheet: antd 6's large outlined Input / Input.Password, Checkbox, primary block
 * Button and error Alert under the console's theme, written out as fixed CSS. antd would generate the same
 * rules in the browser on every cold load of the first screen; here they cost nothing but their bytes.
 * Values are antd's with the console theme (src/app/theme.ts: colorPrimary #0f62e0); change them together.
 */
export const LOGIN_FORM_CSS = `
.login-input {
  position: relative; display: inline-flex; box-sizing: border-box; width: 100%; min-width: 0;
  padding: 7px 11px; color: rgba(0,0,0,.88); font-size: 16px; line-height: 1.5;
  background: #fff; border: 1px solid #d9d9d9; border-radius: 8px; transition: all .2s;
}
.login-input::before { display: inline-block; width: 0; visibility: hidden; content: "\\a0"; }
.login-input:hover { border-color: #3786ed; }
.login-input:focus-within { z-index: 1; border-color: #0f62e0; box-shadow: 0 0 0 2px rgba(5,145,255,.1); outline: 0; }
.login-input.login-invalid { border-color: #ff4d4f; }
.login-input.login-invalid:hover { border-color: #ffa39e; }
.login-input.login-invalid:focus-within { border-color: #ff4d4f; box-shadow: 0 0 0 2px rgba(255,38,5,.06); }
.login-input.login-invalid .login-affix { color: #ff4d4f; }
.login-input > input {
  box-sizing: border-box; position: relative; display: inline-block; width: 100%; min-width: 0;
  margin: 0; padding: 0; color: rgba(0,0,0,.88); font-size: 16px; line-height: 1.5; font-family: ${FONT_FAMILY};
  background: transparent; border: 0; border-radius: 0; outline: 0; transition: all .2s;
}
.login-input > input::placeholder { color: rgba(0,0,0,.56); user-select: none; }
.login-input > input:placeholder-shown { text-overflow: ellipsis; }
.login-affix { display: flex; flex: none; align-items: center; }
.login-prefix { margin-inline-end: 4px; }
.login-suffix { margin-inline-start: 4px; }
.login-eye { display: inline-flex; color: rgba(0,0,0,.56); cursor: pointer; transition: all .3s; }
.login-eye:hover { color: rgba(0,0,0,.88); }

.login-check {
  box-sizing: border-box; display: inline-flex; align-items: baseline; cursor: pointer;
  color: rgba(0,0,0,.88); font-size: 14px; line-height: 1.5714285714285714; font-family: ${FONT_FAMILY};
}
.login-check::after { display: inline-block; width: 0; overflow: hidden; content: "\\a0"; }
.login-check-box {
  box-sizing: border-box; position: relative; display: block; align-self: center; flex: none;
  width: 16px; height: 16px; line-height: 1; white-space: nowrap; direction: ltr;
  background: #fff; border: 1px solid #d9d9d9; border-radius: 4px; transition: all .3s;
}
.login-check-box::after {
  box-sizing: border-box; position: absolute; top: 7px; inset-inline-start: 3px; display: table;
  width: calc(16px / 14 * 5); height: calc(16px / 14 * 8); border: 2px solid #fff; border-top: 0;
  border-inline-start: 0; transform: rotate(45deg) scale(0) translate(-50%,-50%); opacity: 0;
  content: ""; transition: all .1s cubic-bezier(.71,-.46,.88,.6), opacity .1s;
}
.login-check-box > input { position: absolute; inset: -1px; z-index: 1; margin: 0; cursor: pointer; opacity: 0; }
.login-check-box:has(> input:focus-visible) { outline: 3px solid #91caff; outline-offset: 1px; transition: outline-offset 0s, outline 0s; }
.login-check:hover .login-check-box { border-color: #0f62e0; }
.login-check-box:has(> input:checked) { background-color: #0f62e0; border-color: #0f62e0; }
.login-check-box:has(> input:checked)::after {
  opacity: 1; transform: rotate(45deg) scale(1) translate(-50%,-50%);
  transition: all .2s cubic-bezier(.12,.4,.29,1.46) .1s;
}
.login-check:hover .login-check-box:has(> input:checked) { background-color: #3786ed; border-color: transparent; }
.login-check-label { padding-inline: 8px; }

.login-submit {
  position: relative; display: inline-flex; gap: 8px; align-items: center; justify-content: center;
  box-sizing: border-box; width: 100%; height: 40px; padding: 0 15px; margin: 0;
  font-family: ${FONT_FAMILY}; font-size: 16px; font-weight: 400; white-space: nowrap; text-align: center;
  color: #fff; background: #0f62e0; border: 1px solid transparent; border-radius: 8px; outline: none;
  box-shadow: 0 2px 0 rgba(5,145,255,.1); cursor: pointer; user-select: none; touch-action: manipulation;
  transition: all .2s cubic-bezier(.645,.045,.355,1);
}
.login-submit:not([aria-busy="true"]):hover { background: #3786ed; }
.login-submit:not([aria-busy="true"]):active { background: #0958d9; }
.login-submit:focus-visible { outline: 3px solid #91caff; outline-offset: 1px; transition: outline-offset 0s, outline 0s; }
.login-submit[aria-busy="true"] { opacity: .65; cursor: default; }
.login-submit-icon { display: inline-flex; align-items: center; }
.login-submit-icon .anticon { vertical-align: middle; }

.login-alert {
  box-sizing: border-box; position: relative; display: flex; align-items: center; margin: 0 0 16px;
  padding: 8px 12px; color: rgba(0,0,0,.88); font-size: 14px; line-height: 1.5714285714285714;
  font-family: ${FONT_FAMILY}; word-wrap: break-word; background: #fff2f0; border: 1px solid #ffccc7; border-radius: 8px;
}
.login-alert-icon { margin-inline-end: 8px; line-height: 0; color: #ff4d4f; }
.login-alert-title { flex: 1; min-width: 0; color: rgba(0,0,0,.88); }
`;
