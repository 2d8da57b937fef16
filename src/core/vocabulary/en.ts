/**
 * English CRM vocabulary, a concept a line: `concept>broader:kind`, then words and phrases meaning it. `>broader`:
 * a kind of that concept (close, not the same); `:kind`: what a field named by it alone holds (r a record, d a
 * date, b yes/no, n a number, t free text); `^word`: only as a whole name. The other languages map onto these.
 */
export const en = `account:r,company,organization,organisation,org,acct,firm,employer,customer,client
contact:r,person,people
opportunity:r,deal,opp
lead:r
owner>user:r,assignee,assigned to,rep,sales rep,salesperson,account executive,agent
accountmanager>owner:r,account manager
csm>owner:r,customer success manager
manager:r,mgr,supervisor,reports to,reporting to
creator:r,created by
requester>contact:r,requestor,reporter
parent:r
partner:r,reseller
vendor:r,supplier
campaign:r
group:r,team
user:r
name:t,full name
title>name
firstname>name:t,first name,given name,fname
lastname>name:t,last name,surname,family name,lname
jobtitle>title,job title,position,designation
subject>title:t,topic
description:t,desc,about,summary,body,content,bio
note>description:t,comment
email:t,e mail,email address
phone:t,telephone,tel,phone number,call
mobile>phone:t,cell,mobile phone
fax:t
business,work,office,main
website:t,web,homepage,web site
domain>website:t
url>website:t,link
address:t,street,address line,street address
city,town
state,province,prefecture
region>state,territory
postal:t,zip,zip code,postcode,postal code
billing,bill to,invoice
shipping,ship to
employee:n,headcount,staff,number of employee,no of employee,employee count,company size
revenue>amount:n,turnover
amount:n,amt,value,deal value,deal size
price:n,cost
probability:n,likelihood,confidence,chance
quantity:n,qty,seat,unit
count:n,number of
number:t,num,nbr
id,identifier
vat,vat number,tax id,tax number
industry,sector,vertical
source,origin,originating
channel>source
stage,phase
type,kind
category>type
priority,urgency
severity>priority
rating,temperature
tier,level,rank
language,locale
gender,sex
department,dept
loss,lost
won:b,win,signed
birthdate:d,birthday,birth date,date of birth,dob
date:d,day
time>date,timestamp
create,created,creation,opened
modify,modified,updated,update
close,closed,closing
resolved>close,solved
expected,estimated,est,forecast,weighted
since:d,start
end:d,expiry,expiration
due:d,deadline,due by
term,length,duration
optout:b,opt out,opted out,unsubscribed,do not,opt in,subscribed
marketing,bulk,newsletter
blocked:b,suspended
activity,interaction,contacted
other,alternate,alt,secondary,additional
external,ext
ticket:r,case
funding:n,money raised,raised
need,pain,pain point
quote,quotation,proposal
bounced:b,bounce
engineer:r
consultant:r
first,1st
second,2nd
third,3rd
tag,label
location,headquarters,hq
registration,company number,corporate number
member,membership
annual,yearly
in progress,working
csat:n,satisfaction
demo,presentation
meeting,appointment
yes,y,true
no,n,false
medium,normal
urgent>high,critical
male,m
female,f
pending,waiting
hold>pending,on hold
new,not contacted
cancelled,canceled
active:b
us,usa,united states
gb,uk,united kingdom
usd,us dollar
eur,euro
gbp,pound
jpy,yen
english,en
german,de
french,fr
spanish,es
japanese,ja
mql,marketing qualified lead
sql,sales qualified lead
smb,small business
technology,tech,it
healthcare,health
nonprofit,not for profit
arr:n
mrr:n
score:n
budget:n
capital:n
discount:n
public:b
converted:b`;
