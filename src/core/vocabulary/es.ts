/** Spanish CRM vocabulary: a concept of `en.ts` a line, then Spanish words and phrases meaning it. */
export const es = `account,empresa,compania,organizacion,cuenta,cliente
contact,contacto,persona de contacto
opportunity,oportunidad,trato
owner,propietario,responsable,comercial
accountmanager,gestor de cuenta
name,nombre de,razon social,nombre completo
firstname,^nombre
lastname,apellido
jobtitle,cargo,puesto
phone,telefono
mobile,movil
email,correo
address,direccion
city,ciudad
state,provincia
postal,codigo postal
country,pais
employee,empleado,plantilla,nº de empleado
revenue,facturacion,venta
billing,de facturacion
amount,valor,importe
probability,probabilidad
number,numero,nº
industry,sector
status,estado
stage,etapa
language,idioma
currency,moneda
department,departamento
date,fecha
expected,prevista,estimado
source,origen
close,cierre
birthdate,cumpleano
reason,motivo
loss,perdida
budget,presupuesto
vat,nif,cif
yes,si
high,alta
low,baja
smb,pyme
mid market,mediana empresa
enterprise,gran empresa
title,titulo
technology,tecnologia
healthcare,salud
retail,comercio minorista`;
