// The money helpers moved to @/lib/money (the mall and orders read them too).
export { yuan, yuanToFen } from '@/lib/money';
