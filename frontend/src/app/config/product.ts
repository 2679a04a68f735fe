/** The product's name: the one place it is spelled out; texts use {{product}}. */
export const PRODUCT_NAME = 'Rebound';
