/** The product's name (CONTRACT.md): the one place it is spelled out; texts use {{product}}. */
export const PRODUCT_NAME = 'Rebound';
