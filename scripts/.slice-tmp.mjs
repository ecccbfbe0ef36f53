import sharp from 'sharp'
const [file, out, chunk = '1800', scale = '0.6'] = process.argv.slice(2)
const meta = await sharp(file).metadata()
let i = 0
for (let top = 0; top < meta.height; top += Number(chunk)) {
  const h = Math.min(Number(chunk), meta.height - top)
  await sharp(file).extract({ left: 0, top, width: meta.width, height: h }).resize(Math.round(meta.width * Number(scale))).toFile(`${out}-${i++}.png`)
}
console.log(meta.width, meta.height, i)
